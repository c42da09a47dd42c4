// The booking box (seed 001 sections 2.1, 4 and 5): dates, guests, price per night and for the
// stay, the low-stock warning, minimum nights, the advance-booking refusal, and 'Reserve'.
// Without JavaScript it is a GET form to this page with reserve=1: the loader checks the stay and
// redirects to /reservation-form. With JavaScript the same checks run first in the browser, and a
// date change follows the URL (replace) so the prices reload for the new stay.
import { useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigate, useNavigation } from "react-router";
import { formatLongDate, nightsBetween } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { StayRange } from "#app/components/search/calendar-math.ts";
import { DateRangePicker } from "#app/components/search/date-range-picker.tsx";
import { GuestCounter } from "#app/components/search/guest-counter.tsx";
import { advanceBookingRefused, firstUnavailableNight, type ReserveError, withStay } from "./detail-query.ts";

export { RESERVE_ERRORS, type ReserveError } from "./detail-query.ts";

/** Seed 001 section 4: the 'remaining' warning shows at 5 or fewer. */
export const LOW_STOCK = 5;
/** Seed 001 section 5: the advance-booking notice stays 10 seconds. */
export const ADVANCE_NOTICE_MS = 10_000;

/** The dates the box starts with: a refused date is shown cleared (seed 001 section 4), not the page's corrected one. */
function startRange(stay: { arrival: string; departure: string }, error: ReserveError | null): StayRange {
  if (error === "incomplete") return { arrival: "", departure: "" };
  if (error === "checkInPast") return { arrival: "", departure: stay.departure };
  if (error === "checkOutNotAfter") return { arrival: stay.arrival, departure: "" };
  return { arrival: stay.arrival, departure: stay.departure };
}

export interface BookingBoxProps {
  idPrefix: string;
  villas: number;
  pathname: string;
  search: string;
  today: string;
  stay: { arrival: string; departure: string; guest: number; nights: number };
  capacity: number;
  perNight: number;
  total: number | null;
  remain: number;
  minNight: number;
  unavailable: readonly string[];
  minHBooking: number;
  serverTime: string;
  reserveError: ReserveError | null;
  csPhones: readonly [string, string];
  lang: "id" | "en";
}

export function BookingBox(props: BookingBoxProps) {
  const { t } = useTranslation(["detail", "validation"]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { stay, lang } = props;
  const [range, setRange] = useState<StayRange>(() => startRange(stay, props.reserveError));
  const [clientError, setClientError] = useState<{ error: ReserveError; date?: string; at: number } | null>(null);
  const unavailable = new Set(props.unavailable);

  const error = clientError?.error ?? props.reserveError;
  const unavailableDate = clientError?.date ?? firstUnavailableNight(stay.arrival, stay.departure, unavailable);

  function onDates(next: StayRange) {
    setClientError(null);
    if (next.arrival && next.departure) {
      const blocked = firstUnavailableNight(next.arrival, next.departure, unavailable);
      if (blocked) {
        // Seed 001 section 4: keep the start, clear the end (the picker then focuses it).
        setRange({ arrival: next.arrival, departure: "" });
        setClientError({ error: "unavailable", date: blocked, at: Date.now() });
        return;
      }
      setRange(next);
      void navigate(`${props.pathname}${withStay(new URLSearchParams(props.search), { ...next, guest: stay.guest })}`, {
        replace: true,
        preventScrollReset: true,
      });
      return;
    }
    setRange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const refuse = (error: ReserveError, date?: string) => {
      event.preventDefault();
      setClientError({ error, at: Date.now(), ...(date ? { date } : {}) });
    };
    if (!range.arrival || !range.departure) return refuse("incomplete");
    const blocked = firstUnavailableNight(range.arrival, range.departure, unavailable);
    if (blocked) return refuse("unavailable", blocked);
    const changed = range.arrival !== stay.arrival || range.departure !== stay.departure;
    if (!changed && nightsBetween(range.arrival, range.departure) < props.minNight) return refuse("minNight");
    if (advanceBookingRefused(range.arrival, props.serverTime, props.minHBooking)) return refuse("advance");
    if (!changed && props.remain <= 0) return refuse("soldOut");
  }

  const busy = navigation.state !== "idle" && navigation.location?.pathname === "/reservation-form";
  const tooShort = stay.nights < props.minNight;
  // The total belongs to the page's stay: once a date is cleared or changed it would be stale.
  const showsPageStay = range.arrival === stay.arrival && range.departure === stay.departure;

  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-neutral-600">
        {t("box.from")} <strong className="text-xl text-brand-dark">{formatMoney(props.perNight, lang)}</strong>{" "}
        {t("box.perNight")}
      </p>
      <Form method="get" action={props.pathname} onSubmit={onSubmit} className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="villas" value={props.villas} />
        {/* The box in the phone modal keeps the modal open on the answer (a refusal shows in it). */}
        {props.idPrefix === "booking-modal" ? <input type="hidden" name="modal" value="booking" /> : null}
        <DateRangePicker
          arrival={range.arrival}
          departure={range.departure}
          onChange={onDates}
          today={props.today}
          variant="home"
          idPrefix={props.idPrefix}
          unavailable={props.unavailable}
          arrivalError={error === "checkInPast" ? t("validation:checkInPast") : undefined}
          departureError={
            error === "unavailable" && unavailableDate
              ? t("dates.unavailable", { date: formatLongDate(unavailableDate, lang) })
              : error === "checkOutNotAfter"
                ? t("validation:checkOutNotAfterCheckIn")
                : undefined
          }
        />
        <GuestCounter
          name="guest"
          id={`${props.idPrefix}-guest`}
          label={t("box.guests")}
          defaultValue={Math.min(stay.guest, props.capacity)}
          max={Math.max(1, props.capacity)}
        />
        <p className="text-xs text-neutral-500">{t("box.capacity", { count: props.capacity })}</p>

        {props.total !== null && props.remain > 0 && showsPageStay ? (
          <div className="flex justify-between border-t border-neutral-100 pt-3 text-sm">
            <span>{t("box.totalFor", { count: stay.nights })}</span>
            <strong>{formatMoney(props.total, lang)}</strong>
          </div>
        ) : null}
        {props.remain > 0 && props.remain <= LOW_STOCK ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" data-low-stock="">
            {t("box.remaining", { count: props.remain })}
          </p>
        ) : null}
        {props.remain <= 0 ? (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{t("box.soldOut")}</p>
        ) : null}
        {tooShort || error === "minNight" ? (
          <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
            {t("dates.minNight", { count: props.minNight })}
          </p>
        ) : null}
        {error === "incomplete" ? (
          <p role="alert" className="text-sm text-red-700">
            {t("dates.incomplete")}
          </p>
        ) : null}

        <button type="submit" name="reserve" value="1" className="btn-primary w-full" disabled={busy}>
          {busy ? t("box.reserving") : t("box.reserve")}
        </button>
        <p className="text-center text-xs text-neutral-500">{t("box.noChargeYet")}</p>
      </Form>
      {error === "advance" ? (
        <AdvanceNotice key={clientError?.at ?? "server"} days={props.minHBooking} csPhones={props.csPhones} />
      ) : null}
    </div>
  );
}

/** The advance-booking refusal: a notice that stays 10 s, with the two WhatsApp buttons (seed 001 section 5). */
export function AdvanceNotice({ days, csPhones }: { days: number; csPhones: readonly [string, string] }) {
  const { t } = useTranslation("detail");
  return (
    <div
      role="alert"
      data-advance-notice=""
      style={{ animation: `toast-in 0.2s ease-out, toast-out 0.3s ease-in ${ADVANCE_NOTICE_MS}ms forwards` }}
      className="fixed inset-x-3 top-3 z-[75] mx-auto max-w-md rounded-xl border border-red-200 bg-white p-4 shadow-xl"
    >
      <p className="text-sm text-neutral-800">{t("advance.message", { days })}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {csPhones.map((phone, i) => (
          <a
            key={phone}
            href={`https://wa.me/${phone}`}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-green-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-green-700"
          >
            {t("advance.cs", { n: i + 1 })}
          </a>
        ))}
      </div>
    </div>
  );
}

// The long-stay booking box (seed 002 sections 2, 4 and 5): check-in, length of stay and guests.
// A GET form to this page with book=1 (the loader corrects and redirects to the checkout), so it
// works without JavaScript; with JavaScript the same corrections happen as the guest types: a
// check-in before today becomes today ('Minimal hari ini'), guests above the capacity the capacity
// ('Maksimal {capacity} tamu'), and the button stays disabled until a check-in exists.
import { checkLongStayGuests } from "#core/rules/long-stay-guests.ts";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { INPUT_CLASS, SELECT_CLASS } from "#app/components/form/field.tsx";
import { addDays } from "#core/dates.ts";
import { LONG_STAY_CHECK_IN_DAYS, longStayPrice, type LongStayType } from "#core/long-stay.ts";
import { formatMoney } from "#core/money.ts";
import { StayDates } from "./stay-dates.tsx";
import type { StayChoice, StayNotice } from "./stay-query.ts";

export interface StayBoxProps {
  idPrefix: string;
  type: LongStayType;
  action: string;
  today: string;
  choice: StayChoice;
  choices: readonly number[];
  capacity: number;
  /** The cheapest room's billing: its price of `per` units. */
  billing: { price: number; per: number } | null;
  startFrom: number;
  notices: readonly StayNotice[];
  inModal: boolean;
  lang: "id" | "en";
}

export function StayBox(props: StayBoxProps) {
  const { t } = useTranslation("longstay");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { type, today, capacity, lang } = props;
  const [checkIn, setCheckIn] = useState(props.choice.checkIn ?? "");
  const [length, setLength] = useState(props.choice.length);
  const [guest, setGuest] = useState(String(props.choice.guest));
  const [notices, setNotices] = useState<readonly StayNotice[]>(props.notices);
  // A submit answered by the loader (a client navigation keeps this box mounted) brings its own
  // notices, e.g. no room free for the stay: they replace what the box noted as the guest typed.
  const loaderNotices = props.notices.join(",");
  useEffect(() => {
    setNotices(loaderNotices === "" ? [] : (loaderNotices.split(",") as StayNotice[]));
  }, [loaderNotices]);
  const last = addDays(today, LONG_STAY_CHECK_IN_DAYS);
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const note = (notice: StayNotice, on: boolean) =>
    setNotices((all) => (on ? [...all.filter((n) => n !== notice), notice] : all.filter((n) => n !== notice)));

  function onCheckIn(value: string) {
    // Seed 002 section 5: earlier than today → 'Minimal hari ini' and reset to today.
    const early = value !== "" && value < today;
    setCheckIn(early ? today : value);
    note("minToday", early);
    note("checkInMissing", false);
    note("noRoomFree", false);
  }
  function onGuest(value: string) {
    // An empty field is still being typed; a number outside 1..capacity is corrected and told.
    const n = Number(value);
    const { guest: corrected, problem } =
      value.trim() === "" || !Number.isInteger(n) ? { guest: n, problem: null } : checkLongStayGuests(n, capacity);
    setGuest(problem ? String(corrected) : value);
    note("guestsMin", problem === "guestsMin");
    note("guestsMax", problem === "guestsMax");
  }

  const total = props.billing
    ? longStayPrice({
        length,
        price: props.billing.price,
        per: props.billing.per,
        dpPercent: 0,
        promoIdr: 0,
        uniqueCode: 0,
      }).subTotal
    : null;
  const busy = navigation.state !== "idle" && navigation.location?.pathname.includes("/checkout/");
  const message = (notice: StayNotice) => t(`notice.${notice}`, { capacity, days: LONG_STAY_CHECK_IN_DAYS });
  const noticeOf = (...which: StayNotice[]) => notices.filter((n) => which.includes(n));
  const checkInNotice = noticeOf("minToday", "checkInMissing", "tooFar", "noRoomFree")[0];

  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm" data-stay-box={props.idPrefix}>
      <p className="text-sm text-neutral-600">
        {t("list.from")} <strong className="text-xl text-brand-dark">{formatMoney(props.startFrom, lang)}</strong>{" "}
        {t(`per.${type}`)}
      </p>
      <Form method="get" action={props.action} className="mt-2 space-y-2.5" noValidate preventScrollReset>
        {props.inModal ? <input type="hidden" name="modal" value="booking" /> : null}
        <BoxField htmlFor={id("checkIn")} label={t("box.checkIn")}>
          <input
            id={id("checkIn")}
            name="checkIn"
            type="date"
            min={today}
            max={last}
            value={checkIn}
            onChange={(e) => onCheckIn(e.target.value)}
            aria-describedby={checkInNotice ? id("checkIn-notice") : undefined}
            className={INPUT_CLASS}
          />
          {checkInNotice ? (
            <Notice id={id("checkIn-notice")} notice={checkInNotice} text={message(checkInNotice)} />
          ) : null}
        </BoxField>
        <BoxField htmlFor={id("length")} label={t("box.length")}>
          <select
            id={id("length")}
            name="length"
            value={length}
            onChange={(e) => {
              setLength(Number(e.target.value));
              note("noRoomFree", false);
            }}
            className={`${SELECT_CLASS} w-full`}
          >
            {props.choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`unit.${type}`, { count: choice })}
              </option>
            ))}
          </select>
        </BoxField>
        <BoxField htmlFor={id("guest")} label={t("box.guests")}>
          <input
            id={id("guest")}
            name="guest"
            type="number"
            inputMode="numeric"
            min={1}
            max={capacity}
            value={guest}
            onChange={(e) => onGuest(e.target.value)}
            aria-describedby={id("guest-hint")}
            className={INPUT_CLASS}
          />
          <p id={id("guest-hint")} className="mt-0.5 text-xs text-neutral-500">
            {t("box.capacity", { count: capacity })}
          </p>
          {noticeOf("guestsMin", "guestsMax").map((n) => (
            <Notice key={n} notice={n} text={message(n)} />
          ))}
        </BoxField>
        {checkIn !== "" && checkIn >= today ? (
          <div className="border-t border-neutral-100 pt-3">
            <StayDates
              type={type}
              checkIn={checkIn}
              length={length}
              per={props.billing?.per ?? 1}
              lang={lang}
              compact
            />
          </div>
        ) : null}
        {total !== null ? (
          <div className="flex justify-between gap-2 border-t border-neutral-100 pt-3 text-sm">
            <span>{t(`unit.${type}`, { count: length })}</span>
            <strong>{formatMoney(total, lang)}</strong>
          </div>
        ) : null}
        {/* Without JavaScript the button cannot come alive later: the server answers a missing check-in instead. */}
        <button
          type="submit"
          name="book"
          value="1"
          className="btn-primary w-full"
          disabled={(hydrated && checkIn === "") || busy}
        >
          {t("box.book")}
        </button>
        {hydrated && checkIn === "" ? (
          <p className="text-center text-xs text-neutral-500">{t("box.chooseCheckIn")}</p>
        ) : null}
        <p className="text-center text-xs text-neutral-500">{t("box.noChargeYet")}</p>
      </Form>
    </div>
  );
}

function BoxField({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A correction or refusal told under its field (`id` when the field points at it). */
function Notice({ id, notice, text }: { id?: string; notice: StayNotice; text: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700" data-notice={notice}>
      {text}
    </p>
  );
}

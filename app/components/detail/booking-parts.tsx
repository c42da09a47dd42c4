// The booking box where the detail page shows it (decision 037): beside the sections from 1024 px,
// in a ?modal=booking on phones, opened from the bottom bar. Deferred parts of the page: the
// server renders them in place (a GET form and links without JavaScript) and they hydrate from this
// chunk, with the date picker and the guest counter.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { BookingBox, type BookingBoxProps } from "./booking-box.tsx";
import { closeModalHref, openModalHref } from "./detail-modal.ts";
import { useShownLocation } from "./shown-search.tsx";

export type BookingPartProps = Omit<BookingBoxProps, "idPrefix" | "pathname" | "search">;

/** Beside the sections on wide screens (hidden below 1024 px); empty while the phone modal shows the box. */
export function BookingAside({ box, modalOpen }: { box: BookingPartProps; modalOpen: boolean }) {
  const { t } = useTranslation("detail");
  const location = useShownLocation();
  return (
    <aside className="hidden lg:block" aria-label={t("box.title")}>
      <div className="sticky top-4 has-[[data-advance-notice]]:z-[75]">
        {modalOpen ? null : (
          <BookingBox idPrefix="booking" pathname={location.pathname} search={location.search} {...box} />
        )}
      </div>
    </aside>
  );
}

/** The box in a modal (?modal=booking), opened from the phones' bottom bar. */
export function BookingModal({ box }: { box: BookingPartProps }) {
  const { t } = useTranslation("detail");
  const location = useShownLocation();
  return (
    <Modal title={t("box.title")} closeHref={closeModalHref(location.pathname, location.search)}>
      <BookingBox idPrefix="booking-modal" pathname={location.pathname} search={location.search} {...box} />
    </Modal>
  );
}

/**
 * Phones: a bar at the bottom. For a stay that can be booked it shows the stay's total and
 * 'Reserve', which reserves it at once (the same GET the box sends: the server checks the stay and
 * goes on to /reservation-form, or opens the box with its refusal), and a link to change the
 * dates; otherwise the price per night and 'Choose dates', which opens the box (?modal=booking).
 */
export function BookingBar({ box }: { box: BookingPartProps }) {
  const { t } = useTranslation("detail");
  const location = useShownLocation();
  const { stay, lang } = box;
  const openBox = openModalHref(location.pathname, location.search, "booking");
  const bookable = box.total !== null && box.remain > 0 && stay.nights >= box.minNight;
  return (
    <div
      data-bottom-bar={bookable ? "reserve" : "choose"}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
    >
      {bookable && box.total !== null ? (
        <>
          <div className="text-sm leading-tight text-neutral-600">
            <p>
              {t("box.totalFor", { count: stay.nights })}{" "}
              <strong className="block text-base text-brand-dark">{formatMoney(box.total, lang)}</strong>
            </p>
            <Link
              to={openBox}
              preventScrollReset
              className="tap-target font-semibold text-brand-dark underline underline-offset-2"
            >
              {t("box.changeDates")}
            </Link>
          </div>
          <Link
            to={openModalHref(location.pathname, location.search, "booking", { reserve: "1" })}
            className="btn-primary shrink-0"
            data-bottom-bar-reserve=""
          >
            {t("box.reserve")}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm leading-tight text-neutral-600">
            {t("box.from")}{" "}
            <strong className="block text-base text-brand-dark">{formatMoney(box.perNight, lang)}</strong>{" "}
            {t("box.perNight")}
          </p>
          <Link to={openBox} preventScrollReset className="btn-primary shrink-0">
            {t("box.chooseDates")}
          </Link>
        </>
      )}
    </div>
  );
}

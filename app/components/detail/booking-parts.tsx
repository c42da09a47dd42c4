// The booking box where the detail page shows it (decision 037): beside the sections from 1024 px,
// in a ?modal=booking on phones, opened from the bottom bar. Deferred parts of the page: the
// server renders them in place (a GET form and links without JavaScript) and they hydrate from this
// chunk, with the date picker and the guest counter.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatMoney } from "#core/money.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { BookingBox, type BookingBoxProps } from "./booking-box.tsx";
import { closeModalHref, openModalHref } from "./detail-modal.ts";

export type BookingPartProps = Omit<BookingBoxProps, "idPrefix" | "pathname" | "search">;

/** Beside the sections on wide screens (hidden below 1024 px); empty while the phone modal shows the box. */
export function BookingAside({ box, modalOpen }: { box: BookingPartProps; modalOpen: boolean }) {
  const { t } = useTranslation("detail");
  const location = useLocation();
  return (
    <aside className="hidden lg:block" aria-label={t("box.title")}>
      <div className="sticky top-4 has-[[data-advance-notice]]:z-[75]">
        {modalOpen ? null : <BookingBox idPrefix="booking" pathname={location.pathname} search={location.search} {...box} />}
      </div>
    </aside>
  );
}

/** The box in a modal (?modal=booking), opened from the phones' bottom bar. */
export function BookingModal({ box }: { box: BookingPartProps }) {
  const { t } = useTranslation("detail");
  const location = useLocation();
  return (
    <Modal title={t("box.title")} closeHref={closeModalHref(location.pathname, location.search)}>
      <BookingBox idPrefix="booking-modal" pathname={location.pathname} search={location.search} {...box} />
    </Modal>
  );
}

/** Phones: the price and a button that opens the booking box as a modal (?modal=booking). */
export function BookingBar({ perNight, lang }: { perNight: number; lang: "id" | "en" }) {
  const { t } = useTranslation("detail");
  const location = useLocation();
  return (
    <div
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
    >
      <p className="text-sm leading-tight text-neutral-600">
        {t("box.from")} <strong className="block text-base text-brand-dark">{formatMoney(perNight, lang)}</strong> {t("box.perNight")}
      </p>
      <Link to={openModalHref(location.pathname, location.search, "booking")} preventScrollReset className="btn-primary shrink-0">
        {t("box.chooseDates")}
      </Link>
    </div>
  );
}

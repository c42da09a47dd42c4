import { useTranslation } from "#app/i18n/react.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { AccessibilityBody, FacilitiesBody, RulesBody } from "./detail-sections.tsx";
import type { DetailModal } from "./detail-modal.ts";
import type { DetailHotel } from "./detail-view.ts";
import { GalleryModal } from "./gallery-modal.tsx";

/** The property's own modals (gallery, facilities, rules, accessibility), shared by the nightly and the long-stay detail. */
export function PropertyInfoModals({
  modal,
  hotel,
  closeHref,
}: {
  modal: DetailModal | null;
  hotel: DetailHotel;
  closeHref: string;
}) {
  const { t } = useTranslation("detail");
  if (modal === "gallery") return <GalleryModal groups={hotel.images2} name={hotel.name} />;
  if (modal === "facilities") {
    return (
      <Modal title={t("sections.facilities")} closeHref={closeHref}>
        <FacilitiesBody hotel={hotel} />
      </Modal>
    );
  }
  if (modal === "rules") {
    return (
      <Modal title={t("sections.rules")} closeHref={closeHref}>
        <RulesBody hotel={hotel} full />
      </Modal>
    );
  }
  if (modal === "accessibility") {
    return (
      <Modal title={t("sections.accessibility")} closeHref={closeHref}>
        <AccessibilityBody hotel={hotel} withDescription />
      </Modal>
    );
  }
  return null;
}

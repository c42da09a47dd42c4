// The detail page's parts (decision 037): everything /detail-villas shows below the shell, kept out
// of its first-load JavaScript. The route renders them as deferred parts
// (app/components/ui/deferred.tsx): the server writes them in place (links and a GET form work
// without JavaScript) and they hydrate from this chunk, with the detail, search and validation
// catalogues, which the page does not embed.
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReviewSummary } from "#core/contract/index.ts";
import { apiDateToUrl } from "#core/dates.ts";
import { BookingAside, BookingBar, BookingModal, type BookingPartProps } from "./booking-parts.tsx";
import { DetailHeader, PhotoHeader } from "./detail-sections.tsx";
import { closeModalHref, readDetailModal } from "./detail-modal.ts";
import type { DetailHotel } from "./detail-view.ts";
import { PropertyInfoModals } from "./property-info-modals.tsx";
import { PropertyShare } from "./property-share.tsx";
import { PropertySections } from "./property-sections.tsx";
import { ShownSearch, useShownLocation } from "./shown-search.tsx";
import { type NearbyShown, SimilarProperties } from "./secondary-sections.tsx";
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";

type Streamed<T> = Promise<T | null> | T | null;

export interface DetailBodyProps {
  hotel: DetailHotel;
  box: BookingPartProps;
  secondary: { similar: Streamed<PropertyCardData[]>; reviews: Streamed<ReviewSummary>; nearby: Streamed<NearbyShown> };
  mapsKey: string | null;
  /** The site's public origin, for the share link (PropertyShare). */
  shareOrigin: string;
}

/**
 * The modal the URL opens, header, photos, the sections and the booking box beside them, similar
 * properties, the phones' bottom bar.
 */
export function DetailBody(props: DetailBodyProps) {
  return (
    <ShownSearch>
      <DetailBodyShown {...props} />
    </ShownSearch>
  );
}

function DetailBodyShown({ hotel, box, secondary, mapsKey, shareOrigin }: DetailBodyProps) {
  const location = useShownLocation();
  const modal = readDetailModal(new URLSearchParams(location.search));
  const { stay, lang } = box;
  const cardStay = {
    guest: stay.guest,
    arrival: apiDateToUrl(stay.arrival),
    departure: apiDateToUrl(stay.departure),
    duration: stay.nights,
  };
  return (
    <>
      <DetailModals hotel={hotel} box={box} />
      <DetailHeader hotel={hotel} />
      <PropertyShare propertyId={box.villas} name={hotel.name} origin={shareOrigin} stay={stay} lang={lang} />
      <PhotoHeader hotel={hotel} />
      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <PropertySections hotel={hotel} lang={lang} secondary={secondary} mapsKey={mapsKey} />
        <BookingAside box={box} modalOpen={modal === "booking"} />
      </div>
      <SimilarProperties similar={secondary.similar} lang={lang} stay={cardStay} />
      {/* Phones: a bottom bar opens the booking box as a modal (?modal=booking). */}
      <BookingBar box={box} />
    </>
  );
}

/** The modal the URL opens (?modal=gallery|facilities|rules|accessibility|booking), or nothing. */
function DetailModals({ hotel, box }: { hotel: DetailHotel; box: BookingPartProps }) {
  const location = useShownLocation();
  const modal = readDetailModal(new URLSearchParams(location.search));
  if (modal === null) return null;
  if (modal === "booking") return <BookingModal box={box} />;
  return (
    <PropertyInfoModals modal={modal} hotel={hotel} closeHref={closeModalHref(location.pathname, location.search)} />
  );
}

/** The route's error boundary: a navigation whose data could not be fetched at all ('Koneksi internet bermasalah'). */
export function DetailOffline() {
  const { t } = useTranslation("detail");
  return (
    <h1 role="alert" className="text-xl font-bold">
      {t("errors.connection")}
    </h1>
  );
}

import type { ReviewSummary } from "#core/contract/index.ts";
import type { DetailHotel } from "./detail-view.ts";
import {
  Accessibility,
  Description,
  Facilities,
  KeyFacts,
  LocationAndTags,
  Rules,
  SpokenLanguages,
} from "./detail-sections.tsx";
import { NearbyMap, type NearbyShown, Reviews } from "./secondary-sections.tsx";

type Streamed<T> = Promise<T | null> | T | null;

/** The property's own sections, in the seed's order, shared by the nightly and the long-stay detail. */
export function PropertySections({
  hotel,
  lang,
  secondary,
  mapsKey,
}: {
  hotel: DetailHotel;
  lang: "id" | "en";
  secondary: { reviews: Streamed<ReviewSummary>; nearby: Streamed<NearbyShown> };
  mapsKey: string | null;
}) {
  return (
    <div className="min-w-0">
      <KeyFacts hotel={hotel} />
      <div className="mt-6">
        <Description hotel={hotel} lang={lang} />
        <Facilities hotel={hotel} />
        <LocationAndTags hotel={hotel} />
        <Rules hotel={hotel} />
        <SpokenLanguages hotel={hotel} />
        <Accessibility hotel={hotel} />
        <Reviews reviews={secondary.reviews} />
        <NearbyMap
          nearby={secondary.nearby}
          lat={hotel.lat}
          lng={hotel.long}
          lang={lang}
          name={hotel.name}
          mapsKey={mapsKey}
        />
      </div>
    </div>
  );
}

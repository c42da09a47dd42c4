import { lazy, type ReactNode, Suspense } from "react";
import { ClientOnly } from "remix-utils/client-only";
import type { GoogleMapViewProps } from "#app/components/detail/google-map.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { mapsSearchUrl } from "#core/geo.ts";

const GoogleMapView = lazy(() => import("#app/components/detail/google-map.tsx"));

/**
 * A map's box: the drawing, which the server renders and which stays without GOOGLE_MAPS_API_KEY;
 * with a key a Google map replaces it after hydration, in the same box, so nothing shifts.
 */
export function MapBox({
  mapsKey,
  className,
  drawing,
  map,
}: {
  mapsKey: string | null;
  className: string;
  drawing: ReactNode;
  /** What the Google map shows. */
  map: Omit<GoogleMapViewProps, "apiKey">;
}) {
  return (
    <div className={className} data-map-box={mapsKey ? "google" : "drawn"}>
      {mapsKey ? (
        <ClientOnly fallback={drawing}>
          {() => (
            <Suspense fallback={drawing}>
              <GoogleMapView apiKey={mapsKey} {...map} />
            </Suspense>
          )}
        </ClientOnly>
      ) : (
        drawing
      )}
    </div>
  );
}

/** The place on Google Maps, in a new tab (which a screen reader is told). */
export function MapsSearchLink({ lat, lng, children }: { lat: number; lng: number; children: ReactNode }) {
  const { t } = useTranslation("shell");
  return (
    <a
      href={mapsSearchUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-dark hover:underline"
    >
      {children}
      <span className="sr-only"> ({t("nav.newTab")})</span>
    </a>
  );
}

// The about page's map (seed 001 section 2.5): a marker at the office's fixed coordinates. Without
// GOOGLE_MAPS_API_KEY (the embedded default) a drawn map, no tiles from anywhere; with a key the
// server still renders the drawing, and a Google map replaces it after hydration.
import { useTranslation } from "#app/i18n/react.tsx";
import { MapBox, MapsSearchLink } from "#app/components/map/map-box.tsx";
import { ABOUT_MAP_ZOOM, COMPANY } from "#core/static-pages/company.ts";

/** The office on the Google map: no nearby lists, the about page's own zoom. */
const OFFICE_PIN = { lat: COMPANY.lat, lng: COMPANY.lng, attractions: [], places: [], zoom: ABOUT_MAP_ZOOM };

export function OfficeMap({ lang, mapsKey }: { lang: "id" | "en"; mapsKey: string | null }) {
  const { t } = useTranslation("discover");
  const drawing = <DrawnMarker label={t("static.mapLabel")} />;
  return (
    <figure className="mt-3">
      <MapBox
        className="relative aspect-[16/9] w-full overflow-hidden rounded-xl border border-neutral-200 sm:aspect-[16/7]"
        mapsKey={mapsKey}
        drawing={drawing}
        map={{ lang, name: COMPANY.legalName, ...OFFICE_PIN }}
      />
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-neutral-600">
        <span data-coordinates="">
          {COMPANY.lat.toFixed(4)}, {COMPANY.lng.toFixed(4)}
        </span>
        <MapsSearchLink lat={COMPANY.lat} lng={COMPANY.lng}>
          {t("static.openMap")}
        </MapsSearchLink>
      </figcaption>
    </figure>
  );
}

/** A plain drawn street grid with the office's pin in the middle: it shows where, not what is around. */
function DrawnMarker({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 320 140"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      className="block h-full w-full bg-[#eef3ea]"
      data-office-marker=""
    >
      <g stroke="#ffffff" strokeWidth="7" fill="none">
        <path d="M-10 40 L330 52" />
        <path d="M-10 104 L330 92" />
        <path d="M92 -10 L104 150" />
        <path d="M226 -10 L214 150" />
      </g>
      <path d="M160 -10 L160 150" stroke="#fde68a" strokeWidth="9" />
      <circle cx="160" cy="72" r="16" fill="#FA5900" opacity="0.18" />
      <path
        d="M160 74c-7-9-12-15-12-21a12 12 0 0124 0c0 6-5 12-12 21z"
        fill="#FA5900"
        stroke="#9a3412"
        strokeWidth="1.5"
      />
      <circle cx="160" cy="52" r="4.5" fill="#ffffff" />
    </svg>
  );
}

// The map without tiles (DESIGN.md section 5): the property in the middle and its nearest places
// drawn at their relative positions (core/geo.ts projectAround), numbered like the lists below.
// Markers that would hide one another or the property's pin are moved apart (core/map-layout.ts):
// a dot marks each moved place's true point, with a leader line to its marker.
import { useTranslation } from "#app/i18n/react.tsx";
import type { NearbyPlace } from "#core/contract/index.ts";
import { projectAround } from "#core/geo.ts";
import { separateMarks } from "#core/map-layout.ts";

const BOX = { width: 400, height: 300, padding: 24 };
const MARK_RADIUS = 10;
/** The property's pin (its point at the centre, its head above it) fits a circle of radius 18 around this point. */
const PIN = { x: BOX.width / 2, y: BOX.height / 2 - 14 };
/** Two markers' radii and their white rings apart; a marker's ring clear of the pin. */
const SPACING = { gap: 2 * MARK_RADIUS + 2, originGap: 18 + MARK_RADIUS + 2, box: BOX };

export function DrawnMap({
  name,
  lat,
  lng,
  attractions,
  places,
}: {
  name: string;
  lat: number;
  lng: number;
  attractions: NearbyPlace[];
  places: NearbyPlace[];
}) {
  const { t } = useTranslation("discover");
  const projected = projectAround(
    { lat, lng },
    [
      ...attractions.map((p, i) => ({ ...p, mark: `A${i + 1}` })),
      ...places.map((p, i) => ({ ...p, mark: `P${i + 1}` })),
    ],
    BOX,
  );
  const spread = separateMarks(PIN, projected, SPACING);
  const marks = projected.map((mark, i) => {
    const at = spread[i]!;
    return { ...mark, at, moved: Math.hypot(at.x - mark.x, at.y - mark.y) > 0.5 };
  });
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={t("map.drawn", { name })}
      className="block h-full w-full bg-[#eef3ea]"
      data-drawn-map=""
    >
      <g stroke="#d3dccb" strokeWidth="1" fill="none">
        {[1, 2, 3].map((n) => (
          <circle key={n} cx={BOX.width / 2} cy={BOX.height / 2} r={(n * (BOX.height / 2 - BOX.padding)) / 3} />
        ))}
      </g>
      <text x={BOX.width - 16} y={20} fontSize="12" fontWeight="700" fill="#374151" textAnchor="middle">
        {t("map.north")}
      </text>
      <path d={`M${BOX.width - 16} 24 l-5 12 h10 z`} fill="#374151" />
      {/* True points and leader lines of the moved markers, under everything else. */}
      {marks
        .filter((mark) => mark.moved)
        .map((mark) => (
          <g key={mark.mark} data-leader={mark.mark} stroke="#374151" fill="#374151">
            <line x1={mark.x} y1={mark.y} x2={mark.at.x} y2={mark.at.y} strokeWidth="1" />
            <circle cx={mark.x} cy={mark.y} r="2" stroke="none" />
          </g>
        ))}
      <g data-mark="origin">
        <circle cx={BOX.width / 2} cy={BOX.height / 2} r="16" fill="#FA5900" opacity="0.2" />
        <path
          d={`M${BOX.width / 2} ${BOX.height / 2 + 2}c-7-9-12-15-12-21a12 12 0 0124 0c0 6-5 12-12 21z`}
          fill="#FA5900"
          stroke="#9a3412"
          strokeWidth="1.5"
        />
      </g>
      {marks.map((mark) => (
        <g key={mark.mark} data-mark={mark.mark}>
          <circle
            cx={mark.at.x}
            cy={mark.at.y}
            r={MARK_RADIUS}
            fill={mark.mark.startsWith("A") ? "#0f766e" : "#1d4ed8"}
            stroke="#fff"
            strokeWidth="2"
          />
          <text x={mark.at.x} y={mark.at.y + 3.5} fontSize="9" fontWeight="700" fill="#fff" textAnchor="middle">
            {mark.mark}
          </text>
        </g>
      ))}
    </svg>
  );
}

import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";

// Facility icons drawn here (the seeder names icon files such as `wifi.svg` but ships none).
// Keyed by that file name without ".svg"; anything unknown gets a generic check mark.

const PATHS: Record<string, string> = {
  wifi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  ac: "M3 5h18v7H3zM6 9h12M7 15l-1 3M12 15v4M17 15l1 3",
  "swimming-pool": "M2 18c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8",
  parking: "M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3",
  tv: "M3 6h18v11H3zM8 21h8M12 17v4",
  kitchen: "M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6M16 21V3c2 1 3 4 3 8h-3",
  breakfast: "M4 9h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3",
  refrigerator: "M6 2h12v20H6zM6 10h12M9 5v2M9 13v3",
  towel: "M5 3h14v4H5zM7 7v14h10V7M10 12h4",
  toiletries: "M9 8h6v13H9zM10 8V5h4v3M12 2v3",
  security: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  garden: "M12 21v-8M12 13c-4 0-6-3-6-7 4 0 6 3 6 7zM12 13c4 0 6-3 6-7-4 0-6 3-6 7zM5 21h14",
  gym: "M3 10v4M6 7v10M18 7v10M21 10v4M6 12h12",
  restaurant: "M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 0-3 3-3 7h3",
  spa: "M12 21c-5 0-8-3-8-7 3 0 6 1 8 4 2-3 5-4 8-4 0 4-3 7-8 7zM12 14c-2-2-2-6 0-10 2 4 2 8 0 10z",
  laundry: "M4 3h16v18H4zM4 7h16M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  elevator: "M5 3h14v18H5zM9 9l3-3 3 3M9 15l3 3 3-3",
  "airport-shuttle":
    "M2 16V8a2 2 0 0 1 2-2h12l4 5v5zM2 11h18M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  reception: "M3 18h18M5 18a7 7 0 0 1 14 0M12 11V9M10 9h4",
  "prayer-room": "M12 3c3 3 5 5 5 9H7c0-4 2-6 5-9zM5 21V12h14v9M10 21v-4h4v4",
  "room-service": "M3 18h18M5 18a7 7 0 0 1 14 0M12 11V9",
  bicycle: "M6 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15l4-7h5l3 7M9 8h3",
  scooter: "M5 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 16h10l-2-9h3",
  playground: "M4 21V9l4-5 4 5v12M12 13l8 8M4 13h8",
  bbq: "M4 9h16a8 8 0 0 1-16 0zM8 17l-2 4M16 17l2 4M9 5c0-1 1-1 1-2M14 5c0-1 1-1 1-2",
  bar: "M5 4h14l-7 8zM12 12v8M8 20h8",
  desk: "M3 8h18M5 8v12M19 8v12M13 8v6h6",
  "hair-dryer": "M14 9a5 5 0 1 1-10 0 5 5 0 0 1 10 0zM14 7h6v4h-6M8 14l1 7h2l-1-7",
  "hot-water": "M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z",
  iron: "M3 17h16c0-5-3-9-8-9H7M3 17l2-5h12",
  wardrobe: "M5 3h14v18H5zM12 3v18M10 11v2M14 11v2",
  "meeting-room": "M3 10h18v4H3zM6 14v6M18 14v6M8 6a2 2 0 1 0 0-.1M16 6a2 2 0 1 0 0-.1",
  // Accessibility (seed 001 section 3: bus, car, bike, walk, wheel).
  bus: "M5 4h14v13H5zM5 11h14M8 20v-3M16 20v-3M8 14h.01M16 14h.01",
  car: "M3 16v-4l2-5h14l2 5v4zM3 12h18M7 19v-3M17 19v-3",
  bike: "M5 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 16h10l-2-9h3",
  walk: "M13 4a1.5 1.5 0 1 0 0 .1M10 21l2-6 3 3v3M12 15l-1-6 4 2 2 3M11 9l-3 3",
  wheel: "M11 4a1.5 1.5 0 1 0 0 .1M10 7v6h6l2 5M16 16a5 5 0 1 1-7-5",
};

const FALLBACK = "M5 12l4 4 10-10";

/** The key of a facility icon file: "wifi.svg" → "wifi". */
export function facilityIconKey(file: string | null | undefined): string {
  return (file ?? "")
    .replace(/\.svg$/i, "")
    .trim()
    .toLowerCase();
}

export function FacilityIcon({ name, className = "size-5" }: { name: string | null | undefined; className?: string }) {
  return <LineIcon path={PATHS[facilityIconKey(name)] ?? FALLBACK} className={className} />;
}

/** A 24 px stroked outline icon of one SVG path, in the current text colour. */
export function LineIcon({ path, className = "size-5" }: { path: string; className?: string }) {
  return (
    <StrokeIcon box={24} className={`shrink-0 ${className}`} strokeWidth={1.7}>
      <path d={path} />
    </StrokeIcon>
  );
}

import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { FACILITY_ICONS, type FacilityIconKey, type SpriteName, SpriteUse } from "#app/components/ui/sprite-icon.tsx";

// Facility icons, drawn in the sprite (app/components/ui/icon-sprite.svg): the seeder names icon
// files such as `wifi.svg` but ships none. Anything unknown gets a generic check mark.

const DRAWN = new Set<string>(FACILITY_ICONS);

/** The key of a facility icon file: "wifi.svg" → "wifi". */
export function facilityIconKey(file: string | null | undefined): string {
  return (file ?? "")
    .replace(/\.svg$/i, "")
    .trim()
    .toLowerCase();
}

export function FacilityIcon({ name, className = "size-5" }: { name: string | null | undefined; className?: string }) {
  const key = facilityIconKey(name);
  return <LineIcon icon={`facility-${DRAWN.has(key) ? (key as FacilityIconKey) : "check"}`} className={className} />;
}

/** A 24 px stroked outline icon of the sprite, in the current text colour. */
export function LineIcon({ icon, className = "size-5" }: { icon: SpriteName; className?: string }) {
  return (
    <StrokeIcon box={24} className={`shrink-0 ${className}`} strokeWidth={1.7}>
      <SpriteUse name={icon} />
    </StrokeIcon>
  );
}

import type { Language } from "#app/i18n/config.ts";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** Small self-drawn flags for the language switch (3:2, 24 x 16). */
export function Flag({ lng }: { lng: Language }) {
  return lng === "id" ? <IndonesiaFlag /> : <UnitedKingdomFlag />;
}

function IndonesiaFlag() {
  return (
    <svg
      viewBox="0 0 3 2"
      width="24"
      height="16"
      aria-hidden="true"
      className="block rounded-[3px] ring-1 ring-black/15"
    >
      <SpriteUse name="flag-id" />
    </svg>
  );
}

function UnitedKingdomFlag() {
  return (
    <svg
      viewBox="0 0 60 30"
      width="24"
      height="16"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="block rounded-[3px] ring-1 ring-black/15"
    >
      <SpriteUse name="flag-en" />
    </svg>
  );
}

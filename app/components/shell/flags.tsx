import { useId } from "react";
import type { Language } from "#app/i18n/config.ts";

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
      <rect width="3" height="1" fill="#CE1126" />
      <rect y="1" width="3" height="1" fill="#FFFFFF" />
    </svg>
  );
}

function UnitedKingdomFlag() {
  const clip = useId();
  return (
    <svg
      viewBox="0 0 60 30"
      width="24"
      height="16"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="block rounded-[3px] ring-1 ring-black/15"
    >
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

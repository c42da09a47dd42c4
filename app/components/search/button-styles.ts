// Button looks for the search widgets and /villas. The brand orange (#FA5900) under white text is
// 3.2:1, below WCAG AA for normal text; the darker brand tone (#C84700, 4.8:1) carries text.
export const PRIMARY_BUTTON =
  "rounded-lg bg-brand-dark px-4 py-2.5 font-semibold text-white hover:bg-ink disabled:opacity-50";
export const SECONDARY_BUTTON =
  "rounded-lg border border-brand-dark px-4 py-2.5 font-semibold text-brand-dark hover:bg-neutral-50";

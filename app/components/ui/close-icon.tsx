/** The cross of every close button (modals, toasts, the promo banner and icon); the button names itself. */
export function CloseIcon({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

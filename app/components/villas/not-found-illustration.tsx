/** The empty list's picture: a house under a magnifying glass, in the brand's colours. */
export function NotFoundIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" role="presentation" aria-hidden="true" className={className}>
      <ellipse cx="120" cy="160" rx="92" ry="10" fill="#f1f1f1" />
      <path d="M52 82 104 40l52 42v70H52z" fill="#fff1e8" stroke="#fa5900" strokeWidth="4" strokeLinejoin="round" />
      <path
        d="M40 90 104 36l64 54"
        fill="none"
        stroke="#c84700"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="90" y="112" width="28" height="40" rx="3" fill="#fa5900" />
      <rect x="66" y="92" width="18" height="18" rx="2" fill="#fff" stroke="#fa5900" strokeWidth="3" />
      <rect x="124" y="92" width="18" height="18" rx="2" fill="#fff" stroke="#fa5900" strokeWidth="3" />
      <circle cx="170" cy="104" r="30" fill="#ffffff" fillOpacity="0.85" stroke="#1f2328" strokeWidth="7" />
      <path d="m192 126 22 22" stroke="#1f2328" strokeWidth="10" strokeLinecap="round" />
      <path d="m160 94 20 20m0-20-20 20" stroke="#fa5900" strokeWidth="6" strokeLinecap="round" />
      <circle cx="30" cy="40" r="4" fill="#fa5900" fillOpacity="0.4" />
      <circle cx="210" cy="40" r="6" fill="#fa5900" fillOpacity="0.25" />
      <circle cx="196" cy="66" r="3" fill="#fa5900" fillOpacity="0.5" />
    </svg>
  );
}

/** The Inap word-mark: a roof over a door in a brand square, then the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#FA5900" />
        <path
          d="M7 15.5L16 8l9 7.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M10.5 14v9.5h11V14" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
        <rect x="14.2" y="17.5" width="3.6" height="6" rx="1" fill="#fff" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-brand-dark">inap</span>
    </span>
  );
}

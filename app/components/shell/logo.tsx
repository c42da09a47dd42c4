import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** The Inap word-mark: a roof over a door in a brand square, then the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <SpriteUse name="logo" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-brand-dark">inap</span>
    </span>
  );
}

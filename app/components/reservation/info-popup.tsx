// A section's 'info' link: a disclosure that opens a small card (no JavaScript needed).
import type { ReactNode } from "react";

export function InfoPopup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="relative">
      <summary className="menu-summary cursor-pointer text-sm font-semibold text-brand-dark underline">{label}</summary>
      <div className="absolute end-0 z-20 mt-2 w-72 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-xl">
        {children}
      </div>
    </details>
  );
}

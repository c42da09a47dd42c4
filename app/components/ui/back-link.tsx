import type { ReactNode } from "react";
import { Link } from "react-router";

/** "← Back to …" above a page's title: a text link with a 24 × 24 px target (tap-target in app.css). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="tap-target text-sm font-semibold text-brand-dark hover:underline" data-back-link="">
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  );
}

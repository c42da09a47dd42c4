import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";

/** A home section: a heading, an optional show-all link, the content. Empty sections are not rendered by their callers. */
export function HomeSection({
  id,
  title,
  showAllHref,
  actions,
  children,
  className = "",
}: {
  id: string;
  title: string;
  showAllHref?: string;
  /** Extra controls beside the heading (e.g. the carousel's buttons). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("home");
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`mx-auto mt-10 max-w-6xl px-4 ${className}`} data-section={id}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
          {title}
        </h2>
        {/* As tall as the carousel's buttons (size-8), which appear once it hydrates: no shift then. */}
        <div className="flex min-h-8 shrink-0 items-center gap-2">
          {actions}
          {showAllHref ? (
            <Link to={showAllHref} className="rounded text-sm font-semibold text-brand-dark hover:underline">
              {t("showAll")}
              <span className="sr-only">: {title}</span>
            </Link>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}

// Page links under the list (seed 000 sections 4 and 9): 0-based pages in the URL (?page=N, page
// 0 left out), 5 visible numbers, previous and next arrows. Plain links: no JavaScript needed.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { hasNext, hasPrevious, visiblePages } from "#app/lib/pagination.ts";
import { pageHref } from "./villas-url.ts";
import { ChevronIcon } from "#app/components/ui/stroke-icon.tsx";

export interface VillasPaginationProps {
  /** 0-based */
  page: number;
  totalPages: number;
  /** The current query string, kept on every link except for its page. */
  search: string;
  /** The list's path (default /villas). */
  basePath?: string;
}

const cell = "flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold";

export function VillasPagination({ page, totalPages, search, basePath = "/villas" }: VillasPaginationProps) {
  const { t } = useTranslation("villas");
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          <StepLink
            to={hasPrevious(page) ? pageHref(search, page - 1, basePath) : null}
            label={t("pagination.previous")}
            rel="prev"
          />
        </li>
        {pages.map((p) => (
          <li key={p}>
            <Link
              to={pageHref(search, p, basePath)}
              aria-label={t("pagination.page", { page: p + 1 })}
              aria-current={p === page ? "page" : undefined}
              className={`${cell} ${p === page ? "bg-brand-dark text-white" : "hover:bg-brand-soft"}`}
            >
              {p + 1}
            </Link>
          </li>
        ))}
        <li>
          <StepLink
            to={hasNext(page, totalPages) ? pageHref(search, page + 1, basePath) : null}
            label={t("pagination.next")}
            rel="next"
          />
        </li>
      </ul>
    </nav>
  );
}

/** The previous or next arrow: a link, or a greyed arrow where there is no such page. */
function StepLink({ to, label, rel }: { to: string | null; label: string; rel: "prev" | "next" }) {
  const arrow = <ChevronIcon className="h-5 w-5" direction={rel === "prev" ? "left" : "right"} />;
  if (to === null)
    return (
      <span aria-hidden="true" className={`${cell} text-neutral-300`}>
        {arrow}
      </span>
    );
  return (
    <Link to={to} aria-label={label} rel={rel} className={`${cell} hover:bg-brand-soft`}>
      {arrow}
    </Link>
  );
}

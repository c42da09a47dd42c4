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

export function VillasPagination({ page, totalPages, search, basePath = "/villas" }: VillasPaginationProps) {
  const { t } = useTranslation("villas");
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  const cell = "flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold";
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          {hasPrevious(page) ? (
            <Link
              to={pageHref(search, page - 1, basePath)}
              aria-label={t("pagination.previous")}
              rel="prev"
              className={`${cell} hover:bg-brand-soft`}
            >
              <ChevronIcon className="h-5 w-5" direction="left" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${cell} text-neutral-300`}>
              <ChevronIcon className="h-5 w-5" direction="left" />
            </span>
          )}
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
          {hasNext(page, totalPages) ? (
            <Link
              to={pageHref(search, page + 1, basePath)}
              aria-label={t("pagination.next")}
              rel="next"
              className={`${cell} hover:bg-brand-soft`}
            >
              <ChevronIcon className="h-5 w-5" direction="right" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${cell} text-neutral-300`}>
              <ChevronIcon className="h-5 w-5" direction="right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

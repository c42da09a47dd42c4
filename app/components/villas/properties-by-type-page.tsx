// /properties/by-type/:propertyType's page (the type's properties): its own chunk with the villas catalogue.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { EmptyPropertyList, ListLoadError, PropertyGrid } from "#app/components/villas/property-grid.tsx";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { PROPERTY_TYPES } from "#core/rules/catalogue.ts";
import { useMemo } from "react";
import { unpackVillaCards } from "#app/components/villas/villa-card-data.ts";
import { VillasPagination } from "#app/components/villas/villas-pagination.tsx";
import type { Route } from "../../routes/+types/properties-by-type";

/** "syariah" → "Syariah". */
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase("id-ID") + word.slice(1);

type PropertiesByTypePageProps = Pick<Route.ComponentProps, "loaderData">;

export function PropertiesByTypePage({ loaderData }: PropertiesByTypePageProps) {
  const { t } = useTranslation(["villas", "common"]);
  const { lang, type, failed, unknown, total, page, totalPages } = loaderData;
  const location = useLocation();
  const cards = useMemo(() => unpackVillaCards(loaderData.cards), [loaderData.cards]);
  const title = capitalise(type);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-property-type={type}>
      <title>{`${title} · ${t("common:brand")}`}</title>
      {unknown ? <meta name="robots" content="noindex" /> : null}
      <h1 className="mb-3 text-xl font-bold sm:text-2xl">{title}</h1>
      {failed ? (
        <ListLoadError message={failed.message || t("errors.server")} retryHref={`/properties/by-type/${type}`} />
      ) : unknown ? (
        <EmptyPropertyList>
          <p className="mt-2 text-sm text-neutral-600">{t("byType.known")}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {PROPERTY_TYPES.map((known) => (
              <li key={known}>
                <Link
                  to={`/properties/by-type/${known}`}
                  className="btn-secondary inline-block text-sm"
                  data-known-type={known}
                >
                  {capitalise(known)}
                </Link>
              </li>
            ))}
          </ul>
        </EmptyPropertyList>
      ) : cards.length === 0 ? (
        <EmptyPropertyList />
      ) : (
        <>
          <p className="mb-3 text-sm text-neutral-600">{t("resultCount", { count: total })}</p>
          <PropertyGrid cards={cards} hrefOf={(card) => buildDetailLink(card.id)} lang={lang} />
          <VillasPagination
            page={page}
            totalPages={totalPages}
            search={location.search}
            basePath={`/properties/by-type/${type}`}
          />
        </>
      )}
    </main>
  );
}

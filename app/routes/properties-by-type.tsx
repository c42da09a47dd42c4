// /properties/by-type/{type} (seed 002 section 2; seed 000 section 9): the active properties of one
// type (konvensional, syariah), at most 200, under the capitalised type; an empty type shows the
// not-found image and message. An unknown type shows the same not-found state (issue 22), with a
// 404 status and links to the known types.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import { EmptyPropertyList, ListLoadError, PropertyGrid } from "#app/components/villas/property-grid.tsx";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, isUnavailableResponse } from "#app/lib/api.server.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import type { PropertyCard } from "#core/contract/index.ts";
import { BY_TYPE_LIMIT, PROPERTY_TYPES, type PropertyType } from "#core/rules/catalogue.ts";
import type { Route } from "./+types/properties-by-type";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { log } from "#core/log/current-logger.server.ts";

export const handle = { i18n: ["villas"] } satisfies I18nHandle;

/** An unknown type in the address is shown as its title, cut short. */
const TYPE_SHOWN_MAX = 40;

const isPropertyType = (value: string | undefined): value is PropertyType =>
  PROPERTY_TYPES.includes(value as PropertyType);

/** "syariah" → "Syariah". */
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase("id-ID") + word.slice(1);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = params.propertyType;
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  if (!isPropertyType(type))
    return data(
      { lang, type: type.slice(0, TYPE_SHOWN_MAX), cards: [] as PropertyCard[], failed: null, unknown: true },
      { status: 404 },
    );
  try {
    const answer = await api.propertiesByType(
      { params: { type }, query: { limit: BY_TYPE_LIMIT } },
      apiCall(request, { lang, signal: request.signal }),
    );
    return { lang, type, cards: answer.data as PropertyCard[], failed: null, unknown: false };
  } catch (error) {
    if (isUnavailableResponse(error) || request.signal.aborted) throw error;
    log.warn("properties by type failed", { error });
    const message = error instanceof ApiRequestError ? (error.body?.message ?? error.message) : null;
    return data({ lang, type, cards: [] as PropertyCard[], failed: { message }, unknown: false }, { status: 502 });
  }
}

export default function PropertiesByType({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["villas", "common"]);
  const { lang, type, cards, failed, unknown } = loaderData;
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
          <p className="mb-3 text-sm text-neutral-600">{t("resultCount", { count: cards.length })}</p>
          <PropertyGrid cards={cards} hrefOf={(card) => buildDetailLink(card.id)} lang={lang} />
        </>
      )}
    </main>
  );
}

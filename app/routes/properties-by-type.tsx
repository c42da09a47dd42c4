// /properties/by-type/{type} (seed 002 section 2; seed 000 section 9): the active properties of one
// type (konvensional, syariah), at most 200, under the capitalised type; an empty type shows the
// not-found image and message. An unknown type shows the same not-found state (issue 22), with a
// 404 status and links to the known types. The cards are shown a page at a time (?page=, 0-based,
// as /villas), with page links: 200 cards at once were a 27 KB page for a phone.
import { data } from "react-router";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, isUnavailableResponse } from "#app/lib/api.server.ts";
import type { PropertyCard } from "#core/contract/index.ts";
import { packVillaCards } from "#app/components/villas/villa-card-data.ts";
import { BY_TYPE_LIMIT, LIST_PAGE_SIZE, PROPERTY_TYPES, type PropertyType } from "#core/rules/catalogue.ts";
import { parseNonNegativeInteger } from "#app/lib/search-params.ts";
import type { Route } from "./+types/properties-by-type";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { log } from "#core/log/current-logger.server.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [propertiesByTypePage]);

const NO_PAGES = { total: 0, page: 0, totalPages: 0 };

/** An unknown type in the address is shown as its title, cut short. */
const TYPE_SHOWN_MAX = 40;

const isPropertyType = (value: string | undefined): value is PropertyType =>
  PROPERTY_TYPES.includes(value as PropertyType);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await propertiesByTypePage.preload();
  const type = params.propertyType;
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  if (!isPropertyType(type))
    return data(
      { lang, type: type.slice(0, TYPE_SHOWN_MAX), cards: "[]", ...NO_PAGES, failed: null, unknown: true },
      { status: 404 },
    );
  try {
    const answer = await api.propertiesByType(
      { params: { type }, query: { limit: BY_TYPE_LIMIT } },
      apiCall(request, { lang, signal: request.signal }),
    );
    const all = answer.data as PropertyCard[];
    const totalPages = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
    const page = Math.min(parseNonNegativeInteger(new URL(request.url).searchParams.get("page")) ?? 0, totalPages - 1);
    const shown = all.slice(page * LIST_PAGE_SIZE, (page + 1) * LIST_PAGE_SIZE);
    return {
      lang,
      type,
      cards: packVillaCards(shown),
      total: all.length,
      page,
      totalPages,
      failed: null,
      unknown: false,
    };
  } catch (error) {
    if (isUnavailableResponse(error) || request.signal.aborted) throw error;
    log.warn("properties by type failed", { error });
    const message = error instanceof ApiRequestError ? (error.body?.message ?? error.message) : null;
    return data({ lang, type, cards: "[]", ...NO_PAGES, failed: { message }, unknown: false }, { status: 502 });
  }
}

const propertiesByTypePage = deferred(
  () => import("#app/components/villas/properties-by-type-page.tsx").then((m) => m.PropertiesByTypePage),
  { i18n: ["villas"] },
);

export default propertiesByTypePage.Component;

// /hotelall (seed 000 section 2.1): the undated list variant of every property, GET
// /hotels/all-villa?page[&filters], 12 a page, with a plain GET filter form (name, city, type,
// popular) and page links; each card opens /detail-villa?villas={id}. Works without JavaScript.
import { data } from "react-router";
import { listCitiesOrEmpty } from "#app/server/search/cities.server.ts";
import { loadVillas } from "#app/server/villas/villas-data.server.ts";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { apiCall } from "#app/lib/api.server.ts";
import { parseVillasQuery } from "#app/lib/search-params.ts";
import { PROPERTY_TYPES } from "#core/rules/catalogue.ts";
import { todayInJakarta } from "#core/dates.ts";
import type { Route } from "./+types/hotelall";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [hotelAllPage]);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  await hotelAllPage.preload();
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const params = new URL(request.url).searchParams;
  // Undated: a stay in the URL is not this list's business.
  for (const name of ["arrival", "departure", "duration", "guest"]) params.delete(name);
  const query = parseVillasQuery(params, todayInJakarta());
  const rawType = params.get("propertyType");
  const propertyType = PROPERTY_TYPES.find((type) => type === rawType) ?? null;
  const [list, cities] = await Promise.all([
    loadVillas(query, apiCall(request, { lang, signal: request.signal }), propertyType ?? undefined),
    listCitiesOrEmpty(lang),
  ]);
  const status = list.ok ? 200 : list.kind === "invalid" ? 422 : list.kind === "network" ? 503 : 502;
  return data(
    {
      lang,
      list,
      page: query.page,
      values: { propertyName: query.propertyName ?? "", city: query.city, propertyType, popular: query.popular },
      cities: cities.map(({ id, label }) => ({ id, label })),
    },
    { status },
  );
}

const hotelAllPage = deferred(() => import("#app/components/villas/hotelall-page.tsx").then((m) => m.HotelAllPage), {
  i18n: ["discover", "villas", "pages", "shell"],
});

export default hotelAllPage.Component;

// /map (seed 002 section 2; issue 14): outside the shell, for ?villas (arrival and departure are
// carried back to the property). The property and its five nearest attractions and five nearest
// properties, at most NEAREST_MAX_KM away. Without GOOGLE_MAPS_API_KEY a drawn map of their
// relative positions (usable offline and without JavaScript); with it a Google map replaces the
// drawing after hydration. The numbered lists with distances are there either way.
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { data, redirect } from "react-router";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { MAX_ID } from "#core/contract/index.ts";
import type { Route } from "./+types/map";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [mapPage]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await mapPage.preload();
  const url = new URL(request.url);
  const raw = url.searchParams.get("villas")?.trim() ?? "";
  const villa = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (villa < 1 || villa > MAX_ID) throw redirect("/");
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, signal: request.signal });
  try {
    const [detail, nearby] = await Promise.all([
      api.hotelDetail({ params: { villa }, query: {} }, call),
      api.nearby({ params: { villa } }, call),
    ]);
    const hotel = detail.data.hotel;
    const arrival = url.searchParams.get("arrival");
    const departure = url.searchParams.get("departure");
    return {
      lang,
      villa,
      name: hotel.name,
      lat: Number(hotel.lat),
      lng: Number(hotel.long),
      attractions: nearby.data.attractions,
      places: nearby.data.properties,
      backHref: buildDetailLink(villa, { arrival, departure }),
      mapsKey: mapsKeyFor(request),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422))
      throw data(null, { status: 404 });
    throw error;
  }
}

const mapPage = deferred(() => import("#app/components/map/map-page.tsx").then((m) => m.MapPage), {
  i18n: ["detail", "discover", "shell"],
});

export default mapPage.Component;

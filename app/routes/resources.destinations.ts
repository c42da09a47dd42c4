import { distinctLabels } from "#app/server/search/cities.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall } from "#app/lib/api.server.ts";
import { formatCityAndProvince, formatRegionName } from "#core/locations.ts";
import type { Route } from "./+types/resources.destinations";

export interface Destination {
  kind: "city" | "property";
  id: number;
  label: string;
  location: string;
}

/** Cities and property names for the search box's autocomplete, fetched once when it is first used. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang });
  const [cities, names] = await Promise.all([api.cities(call), api.propertyNames(call)]);
  const destinations: Destination[] = [
    // A city and a regency may share a name: distinctLabels tells "Bandung (Kota)" from "Bandung (Kabupaten)".
    ...distinctLabels(
      cities.data.map((c) => ({
        kind: "city" as const,
        id: c.id,
        label: formatRegionName(c.nama_kota),
        raw: c.nama_kota,
        location: formatCityAndProvince(c.nama_kota, c.nama_provinsi),
      })),
    ).map(({ raw: _raw, ...city }) => city),
    ...names.data.map((p) => ({ kind: "property" as const, id: p.id, label: p.name, location: p.location })),
  ];
  return Response.json(destinations, { headers: { "Cache-Control": "public, max-age=300" } });
}

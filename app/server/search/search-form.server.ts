// The home search box's server side: the action's work (validate, resolve the destination,
// redirect to /villas) and the data its no-JavaScript datalist needs.
import { redirect } from "react-router";
import type { Language } from "#app/i18n/config.ts";
import { resources } from "#core/locales/resources.ts";
import { apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { formatRegionName } from "#core/locations.ts";
import { buildVillasSearch, MAX_PROPERTY_NAME_LENGTH } from "#app/lib/search-params.ts";
import { listCities, listCitiesOrEmpty } from "./cities.server.ts";
import {
  checkSearchBox,
  resolveDestination,
  type SearchField,
  type SearchMessageKey,
  type SearchSubmissionResult,
} from "#app/components/search/search-rules.ts";
import { searchBoxSchema, searchIssues } from "./search-schema.ts";

export type { SearchSubmissionResult };

/** A "namespace:key" message in the given language. */
export function translateSearchMessage(lang: Language, key: SearchMessageKey): string {
  const [ns, name] = key.split(":") as ["search" | "validation", string];
  const catalogue = resources[lang][ns] as Record<string, unknown>;
  const text = catalogue[name];
  return typeof text === "string" ? text : key;
}

/**
 * The home route's action calls this with the request and the user's language:
 *   export async function action({ request, context }: Route.ActionArgs) {
 *     return handleSearchSubmission(request, getLocale(context) === "en" ? "en" : "id");
 *   }
 * A valid search is a redirect to /villas?guest=..&arrival=MM-DD-YYYY&departure=..&duration=N
 * [&city=ID | &propertyName=..]; a refused one is { errors, values } for <SearchBox submission>.
 */
export async function handleSearchSubmission(
  request: Request,
  lang: Language,
  today = todayInJakarta(),
): Promise<Response | SearchSubmissionResult> {
  const form = await request.formData();
  const raw = Object.fromEntries(
    ["destination", "city", "propertyId", "arrival", "departure", "guest"].map((name) => [name, form.get(name)]),
  );
  const parsed = searchBoxSchema(today).safeParse(raw);
  if (!parsed.success) {
    const keys = searchIssues(parsed.error);
    const errors: SearchSubmissionResult["errors"] = {};
    for (const [field, key] of Object.entries(keys) as [SearchField, SearchMessageKey][])
      errors[field] = translateSearchMessage(lang, key);
    // The same rules once more, for the values to show again (a past check-in comes back cleared).
    const { values } = checkSearchBox(
      Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? v : ""])),
      today,
    );
    return { errors, values };
  }
  const search = parsed.data;
  // A picked suggestion needs no list; typed text is matched against the (cached) city names.
  const needsCities = search.values.destination !== "" && search.values.city === "" && search.values.propertyId === "";
  const cities = needsCities ? await listCities(lang).catch(() => []) : [];
  const destination = resolveDestination(search.values, cities, MAX_PROPERTY_NAME_LENGTH);
  const target = buildVillasSearch({
    guest: search.guest,
    arrival: apiDateToUrl(search.arrival),
    departure: apiDateToUrl(search.departure),
    duration: search.nights,
    city: "city" in destination ? destination.city : null,
    propertyName: "propertyName" in destination ? destination.propertyName : null,
  });
  return redirect(`/villas${target}`);
}

/** For the home loader: the city names the search box lists in its no-JavaScript <datalist>. */
export async function loadSearchBoxCities(lang: Language): Promise<string[]> {
  return [...new Set((await listCitiesOrEmpty(lang)).map((c) => formatRegionName(c.raw)))];
}

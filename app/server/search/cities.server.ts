// The city list for the search box (datalist, typed-name matching) and the /villas filter.
// /v1/list-cities changes rarely and answers with max-age=300, so it is kept here for five
// minutes: the /villas loader then costs one /v1 call (its list), not two.
import type { Language } from "#app/i18n/config.ts";
import { api, serverCall } from "#app/lib/api.server.ts";
import { formatRegionName } from "#core/locations.ts";
import type { CityName } from "#app/components/search/search-rules.ts";
import { log } from "#core/log/current-logger.server.ts";

const TTL_MS = 5 * 60 * 1000;

export interface CityOption extends CityName {
  /** The data's own name ("KABUPATEN BADUNG"). */
  raw: string;
}

let cached: { at: number; cities: CityOption[] } | undefined;
let pending: Promise<CityOption[]> | undefined;

/** Cities sorted by display name; the cached list when fresh. Throws only when nothing is cached. */
export async function listCities(lang: Language, now = Date.now()): Promise<CityOption[]> {
  if (cached && now - cached.at < TTL_MS) return cached.cities;
  // One list shared by every visitor: the server's own call, not one visitor's.
  pending ??= api
    .cities(serverCall({ lang }))
    .then((answer) => {
      const cities = distinctLabels(
        answer.data.map((c) => ({ id: c.id, label: formatRegionName(c.nama_kota), raw: c.nama_kota })),
      ).sort((a, b) => a.label.localeCompare(b.label, "id"));
      cached = { at: Date.now(), cities };
      return cities;
    })
    .finally(() => {
      pending = undefined;
    });
  try {
    return await pending;
  } catch (error) {
    if (cached) return cached.cities; // stale beats nothing for a picker
    throw error;
  }
}

/** Like listCities, but an empty list when /v1 cannot answer (seed 000 section 8: city fetch fails silently). */
export async function listCitiesOrEmpty(lang: Language): Promise<CityOption[]> {
  try {
    return await listCities(lang);
  } catch (error) {
    log.warn("list-cities failed", { error });
    return [];
  }
}

/**
 * A city and a regency can share a name (KOTA BANDUNG, KABUPATEN BANDUNG): those get their kind
 * in brackets, "Bandung (Kota)" and "Bandung (Kabupaten)", so a picker can tell them apart.
 */
export function distinctLabels<T extends { label: string; raw: string }>(cities: T[]): T[] {
  const counts = new Map<string, number>();
  for (const c of cities) counts.set(c.label, (counts.get(c.label) ?? 0) + 1);
  return cities.map((c) => {
    if ((counts.get(c.label) ?? 0) < 2) return c;
    const kind = /^\s*(KAB\.?|KABUPATEN)\b/i.test(c.raw) ? "Kabupaten" : /^\s*KOTA\b/i.test(c.raw) ? "Kota" : null;
    return kind ? { ...c, label: `${c.label} (${kind})` } : c;
  });
}

/** For tests. */
export function clearCityCache() {
  cached = undefined;
  pending = undefined;
}

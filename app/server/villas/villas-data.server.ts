// The /villas loader's one /v1 call: GET /hotels for a dated search, GET /hotels/all-villa
// otherwise; failures become what the page shows (seed 000 section 8).
import type { PropertyCard, PropertyType } from "#core/contract/index.ts";
import { api, ApiRequestError, isUnavailableResponse, type ApiCall } from "#app/lib/api.server.ts";
import { toHotelsApiQuery, type VillasQuery } from "#app/lib/search-params.ts";
import { log } from "#core/log/current-logger.server.ts";

export type VillasList =
  | { ok: true; hotels: PropertyCard[]; totalPage: number; total: number }
  /** 422: the field messages, shown by the form. */
  | { ok: false; kind: "invalid"; fieldErrors: Record<string, string>; message: string }
  /** The server answered with an error: its message. */
  | { ok: false; kind: "server"; status: number; message: string }
  /** No answer at all. */
  | { ok: false; kind: "network" };

/** `propertyType` narrows the undated list (/hotelall's filter). */
export async function loadVillas(query: VillasQuery, call: ApiCall, propertyType?: PropertyType): Promise<VillasList> {
  const signal = call.signal;
  // Without both dates /v1 answers the 422 the form shows ("" is not sent).
  const { arrival = "", departure = "", ...dated } = toHotelsApiQuery(query);
  try {
    const answer = query.arrivalApi
      ? await api.hotelSearch({ query: { ...dated, arrival, departure } }, call)
      : await api.allVillas(
          {
            query: {
              page: query.page + 1,
              city: query.city,
              propertyName: query.propertyName,
              popular: query.popular ? "true" : undefined,
              propertyType,
            },
          },
          call,
        );
    return { ok: true, hotels: answer.hotels, totalPage: answer.totalPage, total: answer.total };
  } catch (error) {
    if (isUnavailableResponse(error)) throw error;
    if (error instanceof ApiRequestError) {
      if (error.status === 422) {
        const fieldErrors: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.body?.errors ?? {}))
          if (messages[0]) fieldErrors[field] = messages[0];
        return { ok: false, kind: "invalid", fieldErrors, message: error.body?.message ?? error.message };
      }
      return { ok: false, kind: "server", status: error.status, message: error.body?.message ?? error.message };
    }
    if (signal?.aborted) throw error; // the navigation was cancelled: nobody is waiting
    log.warn("/villas list fetch failed", { error });
    return { ok: false, kind: "network" };
  }
}

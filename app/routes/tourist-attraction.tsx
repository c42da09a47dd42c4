// /tourist-attractions/{id} (seed 002): the image slider, the sanitised HTML description (/v1
// sanitises it with sanitize-html: api/properties/sanitize-html.ts), and the nearest properties
// sorted by straight-line distance in km, at most NEAREST_MAX_KM away (core/geo.ts).
import { useTranslation } from "#app/i18n/react.tsx";
import { data } from "react-router";
import { AttractionSlider } from "#app/components/attractions/attraction-slider.tsx";
import { PropertyCard } from "#app/components/ui/property-card.tsx";
import type { Language } from "#app/i18n/config.ts";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, isUnavailableResponse } from "#app/lib/api.server.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { MAX_ID, type PropertyCardWithDistance } from "#core/contract/index.ts";
import { formatKm, NEAREST_MAX_KM } from "#core/geo.ts";
import { formatRegionName } from "#core/locations.ts";
import type { Route } from "./+types/tourist-attraction";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["discover"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, signal: request.signal });
  try {
    const [attraction, nearby] = await Promise.all([
      api.attraction({ params: { id } }, call),
      api.propertiesNearAttraction({ params: { id } }, call),
    ]);
    return { lang, attraction: attraction.data, nearby: nearby.data as PropertyCardWithDistance[] };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    if (isUnavailableResponse(error) || request.signal.aborted) throw error;
    throw error;
  }
}

export default function TouristAttraction({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["discover", "common"]);
  const { lang, attraction, nearby } = loaderData;
  const city = formatRegionName(attraction.city.nama_kota);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-attraction={attraction.id}>
      <title>{`${attraction.title} · ${t("common:brand")}`}</title>
      <BackLink to="/tourist-attractions-all">{t("attractions.allTitle")}</BackLink>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{attraction.title}</h1>
      <p className="mb-4 text-neutral-600">{city}</p>
      <AttractionSlider title={attraction.title} images={attraction.images} />
      <div
        className="prose-attraction mt-6 max-w-3xl space-y-3 leading-relaxed text-neutral-800 [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        data-description=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by /v1 with sanitize-html (an allow-list of p, br, strong, em, ul, ol, li, a)
        dangerouslySetInnerHTML={{ __html: attraction.description }}
      />
      <section aria-labelledby="nearest-title" className="mt-10">
        <h2 id="nearest-title" className="text-xl font-bold">
          {t("attractions.nearest")}
        </h2>
        <p className="mb-4 mt-1 text-sm text-neutral-600">{t("attractions.straightLine", { km: NEAREST_MAX_KM })}</p>
        {nearby.length === 0 ? (
          <p className="text-neutral-600" data-nearest-none="">
            {t("attractions.nearestNone", { km: NEAREST_MAX_KM })}
          </p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-nearest="">
            {nearby.map((card) => (
              <li key={card.id} className="flex flex-col gap-1" data-distance-km={card.jarak}>
                <span className="text-sm font-semibold text-brand-dark">
                  {t("attractions.distance", { km: formatKm(card.jarak, lang) })}
                </span>
                <PropertyCard card={card} href={buildDetailLink(card.id)} lang={lang} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

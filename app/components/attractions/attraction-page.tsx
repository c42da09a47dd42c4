// /tourist-attractions/:id's page (the attraction, stays near it): its own chunk with the discover catalogue.
import { useTranslation } from "#app/i18n/react.tsx";
import { AttractionSlider } from "#app/components/attractions/attraction-slider.tsx";
import { PropertyCard } from "#app/components/ui/property-card.tsx";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { formatKm, NEAREST_MAX_KM } from "#core/geo.ts";
import { formatRegionName } from "#core/locations.ts";
import type { Route } from "../../routes/+types/tourist-attraction";

type AttractionPageProps = Pick<Route.ComponentProps, "loaderData">;

export function AttractionPage({ loaderData }: AttractionPageProps) {
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

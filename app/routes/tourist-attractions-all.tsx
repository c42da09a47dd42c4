// /tourist-attractions-all (seed 002): every tourist attraction as a card with its image and
// title, linking to /tourist-attractions/{id}. A failed load shows the empty state (seed 002
// section 8) with a retry link.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AttractionPicture, SHOW_ALL_GRID_SIZES } from "#app/components/ui/content-pictures.tsx";
import { ListLoadError } from "#app/components/villas/property-grid.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, failedCall } from "#app/lib/api.server.ts";
import type { HomeAttraction } from "#core/contract/index.ts";
import type { Route } from "./+types/tourist-attractions-all";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { ListPage } from "#app/components/ui/list-page.tsx";

export const handle = { i18n: ["discover", "villas"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.attractionsAll({ query: {} }, apiCall(request, { lang, signal: request.signal }));
    return { attractions: answer.data, failed: false };
  } catch (error) {
    return failedCall(request, error, "tourist attractions failed", {
      attractions: [] as HomeAttraction[],
      failed: true,
    });
  }
}

export default function TouristAttractionsAll({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["discover", "villas", "common"]);
  const { attractions, failed } = loaderData;
  return (
    <ListPage title={t("attractions.allTitle")} intro={t("attractions.intro")} marker="data-attractions-all">
      {failed ? <ListLoadError message={t("villas:errors.server")} retryHref="/tourist-attractions-all" /> : null}
      {!failed && attractions.length === 0 ? <p className="mt-6 text-neutral-600">{t("attractions.empty")}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-attraction-grid="">
        {attractions.map((attraction, index) => {
          const cover = attraction.images[0]?.image;
          return (
            <li key={attraction.id}>
              <Link
                to={`/tourist-attractions/${attraction.id}`}
                className="group block overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm hover:shadow-md"
              >
                {cover ? (
                  <AttractionPicture src={cover} sizes={SHOW_ALL_GRID_SIZES} eager={index < 3} />
                ) : (
                  <span className="grid aspect-[3/2] w-full place-items-center bg-neutral-100 text-sm text-neutral-600">
                    {t("attractions.noImage")}
                  </span>
                )}
                <span className="block px-3 py-3 font-semibold group-hover:text-brand-dark">{attraction.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}

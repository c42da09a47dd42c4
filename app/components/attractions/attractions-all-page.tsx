// /tourist-attractions-all's page (every attraction): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AttractionPicture, SHOW_ALL_GRID_SIZES } from "#app/components/ui/content-pictures.tsx";
import { ListLoadError } from "#app/components/villas/property-grid.tsx";
import { ListPage } from "#app/components/ui/list-page.tsx";
import type { Route } from "../../routes/+types/tourist-attractions-all";

type AttractionsAllPageProps = Pick<Route.ComponentProps, "loaderData">;

export function AttractionsAllPage({ loaderData }: AttractionsAllPageProps) {
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

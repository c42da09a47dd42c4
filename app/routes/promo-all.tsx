// /promo/all (seed 002: /promo/{promoId} with promoId 'all'): the gallery of running promos from
// GET /v1/promo/all (the members' promo too when signed in), each to /promo/{id}. None, or a
// failed load, shows the not-found picture (seed 002 section 8: promo failures only logged).
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { type GalleryPromo, hasPage } from "#app/components/promos/gallery.ts";

type GalleryTile = Pick<GalleryPromo, "id" | "title" | "image_url">;
import { BannerTile, EmptyState } from "#app/components/promos/promo-parts.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { getUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/promo-all";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { ListPage } from "#app/components/ui/list-page.tsx";

export const handle = { i18n: ["promos"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const user = await getUser(request);
  try {
    const answer = await api.promoGallery(
      { query: { isLogin: Boolean(user) } },
      apiCall(request, { lang, signal: request.signal }),
    );
    // Only what a tile shows travels to the page (not the terms' HTML of every promo).
    const promos = answer.data.filter(hasPage).map(({ id, title, image_url }) => ({ id, title, image_url }));
    return { promos, failed: false };
  } catch (error) {
    // 404 'voucher not found' is the seed's "no promo": the empty state, not an error.
    if (error instanceof ApiRequestError && error.status === 404) return { promos: [] as GalleryTile[], failed: false };
    return failedCall(request, error, "promo gallery failed", { promos: [] as GalleryTile[], failed: true });
  }
}

export default function PromoAll({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["promos", "common"]);
  const { promos } = loaderData;
  return (
    <ListPage title={t("gallery.title")} intro={t("gallery.intro")} marker="data-promo-gallery">
      {promos.length === 0 ? (
        <EmptyState title={t("gallery.empty")}>
          <p className="mt-1 text-neutral-600">{t("gallery.emptyBody")}</p>
          <Link to="/villas" className="btn-primary mt-5 inline-flex min-h-11 items-center px-6">
            {t("gallery.findStay")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-promo-grid="">
          {promos.map((promo, index) => (
            <li key={promo.id} className="flex flex-col gap-2">
              <BannerTile
                to={`/promo/${promo.id}`}
                image={promo.image_url}
                alt={t("gallery.open", { title: promo.title })}
                eager={index < 2}
                priority={index === 0}
                sizes="(min-width: 1152px) 370px, (min-width: 640px) 46vw, 92vw"
                data="promo"
              />
              <Link to={`/promo/${promo.id}`} className="font-semibold leading-snug text-ink hover:text-brand-dark">
                {promo.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

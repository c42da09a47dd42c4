// /give-away/all (seed 002): every active give-away as its picture, linking to
// /give-away-detail/{id}. None, or a failed load (only logged, seed 002 section 8), shows the
// empty state with the not-found picture.
import { useTranslation } from "#app/i18n/react.tsx";
import { BannerTile, EmptyState } from "#app/components/promos/promo-parts.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { GiveAwayItem } from "#core/contract/index.ts";
import type { Route } from "./+types/give-away-all";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { ListPage } from "#app/components/ui/list-page.tsx";

export const handle = { i18n: ["promos"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.giveAwaysAll(apiCall(request, { lang, signal: request.signal }));
    return { giveAways: answer.data, failed: false };
  } catch (error) {
    return failedCall(request, error, "page not found: give-aways", { giveAways: [] as GiveAwayItem[], failed: true });
  }
}

export default function GiveAwayAll({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["promos", "common"]);
  const { giveAways } = loaderData;
  return (
    <ListPage title={t("giveAways.title")} intro={t("giveAways.intro")} marker="data-give-away-list">
      {giveAways.length === 0 ? (
        <EmptyState title={t("giveAways.empty")}>
          <p className="mt-1 text-neutral-600">{t("giveAways.emptyBody")}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-give-away-grid="">
          {giveAways.map((item, index) => (
            <li key={item.id}>
              <BannerTile
                to={`/give-away-detail/${item.id}`}
                image={item.image_url}
                alt={item.title}
                eager={index < 2}
                priority={index === 0}
                sizes="(min-width: 1152px) 370px, (min-width: 640px) 46vw, 92vw"
                data="give-away"
              />
              <span className="mt-2 block font-semibold leading-snug text-ink">{item.title}</span>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

// /give-away/all (seed 002): every active give-away as its picture, linking to
// /give-away-detail/{id}. None, or a failed load (only logged, seed 002 section 8), shows the
// empty state with the not-found picture.
import { useTranslation } from "#app/i18n/react.tsx";
import { data } from "react-router";
import { BannerTile, EmptyState } from "#app/components/promos/promo-parts.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, isUnavailableResponse } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { GiveAwayItem } from "#core/contract/index.ts";
import type { Route } from "./+types/give-away-all";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { log } from "#core/log/current-logger.server.ts";

export const handle = { i18n: ["promos"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.giveAwaysAll(apiCall(request, { lang, signal: request.signal }));
    return { giveAways: answer.data, failed: false };
  } catch (error) {
    if (isUnavailableResponse(error) || request.signal.aborted) throw error;
    log.warn("page not found: give-aways", { error });
    return data({ giveAways: [] as GiveAwayItem[], failed: true }, { status: 502 });
  }
}

export default function GiveAwayAll({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["promos", "common"]);
  const { giveAways } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-give-away-list="">
      <title>{`${t("giveAways.title")} · ${t("common:brand")}`}</title>
      <h1 className="text-xl font-bold sm:text-2xl">{t("giveAways.title")}</h1>
      <p className="mb-4 mt-1 text-neutral-600">{t("giveAways.intro")}</p>
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
    </main>
  );
}

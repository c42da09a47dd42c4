// /give-away-detail/{id} (seed 002): the give-away's picture, its terms as HTML (sanitised by /v1
// with sanitize-html) and the optional button with its text and link. Unknown: the 404 page.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import { ActionButton, TermsHtml } from "#app/components/promos/promo-parts.tsx";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { MAX_ID } from "#core/contract/index.ts";
import type { Route } from "./+types/give-away-detail";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["promos"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.giveAway(
      { params: { id: String(id) } },
      apiCall(request, { lang, signal: request.signal }),
    );
    return { giveAway: answer.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function GiveAwayDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["promos", "common"]);
  const { giveAway } = loaderData;
  const title = giveAway.title;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 pb-12 pt-4 sm:pt-6" data-give-away={giveAway.id}>
      <title>{`${title} · ${t("common:brand")}`}</title>
      <p className="text-sm">
        <Link to="/give-away/all" className="inline-block py-2 font-semibold text-brand-dark hover:underline">
          {t("giveAways.all")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <BannerImage
        url={giveAway.image_url}
        sizes="(min-width: 896px) 864px, 92vw"
        alt=""
        eager
        className="aspect-[2/1] w-full rounded-2xl bg-neutral-100 object-cover"
      />
      <TermsHtml html={giveAway.term_and_conditions} title={t("detail.terms")} empty={t("detail.noTerms")} />
      <ActionButton text={giveAway.btn_text} link={giveAway.btn_link} />
    </main>
  );
}

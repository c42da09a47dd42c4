// /promo/{promoId} (seed 002): the promo's picture, its terms as HTML (sanitised by /v1 with
// sanitize-html), the optional button with its text and link, and the other promos, each to
// /promo/{id}. An unknown or ended promo is the 404 page.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import { hasPage } from "#app/components/promos/gallery.ts";
import { ActionButton, BannerTile, TermsHtml } from "#app/components/promos/promo-parts.tsx";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { getUser } from "#app/lib/session.server.ts";
import { MAX_ID } from "#core/contract/index.ts";
import type { Route } from "./+types/promo-detail";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["promos"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

const OTHERS_SHOWN = 6;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.promoId) ? Number(params.promoId) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, signal: request.signal });
  const user = await getUser(request);
  const [promo, gallery] = await Promise.allSettled([
    api.promo({ params: { id: String(id) } }, call),
    api.promoGallery({ query: { isLogin: Boolean(user) } }, call),
  ]);
  if (promo.status === "rejected") {
    if (promo.reason instanceof ApiRequestError && promo.reason.status === 404) throw data(null, { status: 404 });
    throw promo.reason;
  }
  // The other promos are a bonus: their failure leaves the list out (seed 002 section 8).
  const others = gallery.status === "fulfilled" ? gallery.value.data.filter(hasPage).filter((p) => p.id !== id) : [];
  return { promo: promo.value.data, others: others.slice(0, OTHERS_SHOWN) };
}

export default function PromoDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["promos", "common"]);
  const { promo, others } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 pb-12 pt-4 sm:pt-6" data-promo={promo.id}>
      <title>{`${promo.title} · ${t("common:brand")}`}</title>
      <p className="text-sm">
        <Link to="/promo/all" className="inline-block py-2 font-semibold text-brand-dark hover:underline">
          {t("detail.all")}
        </Link>
      </p>
      <div className="mb-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{promo.title}</h1>
        {/* Only a code a traveller can type at checkout is shown: a voucher's (issue 22). */}
        {promo.redeemable ? (
          <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-neutral-600">
            {t("detail.code", { code: promo.code })}
          </p>
        ) : null}
      </div>
      {promo.image_url ? (
        <BannerImage
          url={promo.image_url}
          sizes="(min-width: 896px) 864px, 92vw"
          alt=""
          eager
          className="aspect-[2/1] w-full rounded-2xl bg-neutral-100 object-cover"
        />
      ) : null}
      <TermsHtml html={promo.term_and_conditions} title={t("detail.terms")} empty={t("detail.noTerms")} />
      <ActionButton text={promo.btn_text} link={promo.btn_link} />
      {others.length > 0 ? (
        <section aria-labelledby="others-title" className="mt-10">
          <h2 id="others-title" className="mb-3 text-xl font-bold">
            {t("detail.others")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-other-promos="">
            {others.map((other) => (
              <li key={other.id} className="flex flex-col gap-2">
                <BannerTile
                  to={`/promo/${other.id}`}
                  image={other.image_url}
                  alt={t("gallery.open", { title: other.title })}
                  eager={false}
                  sizes="(min-width: 896px) 280px, (min-width: 640px) 46vw, 92vw"
                  data="other-promo"
                />
                <span className="font-semibold leading-snug text-ink">{other.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

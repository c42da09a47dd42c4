// /top-up/result's page (a top-up's state, its token, the way back): its own chunk with the top-up and bookings catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { TopUpStatusBadge } from "#app/components/top-up/status-badge.tsx";
import { TokenCopy } from "#app/components/top-up/token-copy.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { formatMoney } from "#core/money.ts";
import { isTopUpActive } from "#core/rules/top-up.ts";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";
import type { Route } from "../../routes/+types/top-up-result";

type TopUpResultPageProps = Pick<Route.ComponentProps, "loaderData">;

export function TopUpResultPage({ loaderData }: TopUpResultPageProps) {
  const { t } = useTranslation(["topup", "bookings"]);
  const lang = useLang();
  const r = loaderData.result;
  if (!r) return <NotFound />;
  const moving = isTopUpActive(r.status);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <title>{t("result.title")}</title>
      {moving ? <meta httpEquiv="refresh" content="5" /> : null}
      {"keptAt" in loaderData ? (
        <OfflineNotice keptAt={loaderData.keptAt} label={`${t("result.title")} · ${r.ref_id}`} />
      ) : null}
      <h1 className="mb-4 text-2xl font-bold">{t("result.title")}</h1>
      <section className="grid gap-3 rounded-2xl border border-neutral-200 p-4" data-topup-status={r.status}>
        <p>
          <TopUpStatusBadge status={r.status} />
        </p>
        <p className="text-sm text-neutral-600">{t(`expected.${r.status}`)}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t("result.refId")}</dt>
          {/* One token: never broken across lines (it fits 360 px whole). */}
          <dd className="min-w-0 font-mono whitespace-nowrap" data-ref-id>
            {r.ref_id}
          </dd>
          <dt className="font-semibold">{t(`tabs.${r.type}`)}</dt>
          <dd>{r.product_name}</dd>
          <dt className="font-semibold">{t("result.destination")}</dt>
          <dd className="min-w-0 break-words">
            {r.destination}
            {r.provider ? ` (${r.provider})` : ""}
          </dd>
          <dt className="font-semibold">{t("result.total")}</dt>
          <dd>{formatMoney(r.total, lang)}</dd>
        </dl>
        {r.pln_token ? (
          <div>
            <h2 className="mb-1 text-sm font-semibold">{t("result.token")}</h2>
            <TokenCopy token={r.pln_token} />
          </div>
        ) : r.serial_number ? (
          <p className="text-sm">
            {t("result.serial")}: <span className="font-mono">{r.serial_number}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {r.payment_url ? (
            <a href={r.payment_url} className="btn-primary">
              {t("result.pay")}
            </a>
          ) : null}
          {moving ? (
            <Link to={`/top-up/result?order_id=${encodeURIComponent(r.ref_id)}`} className="btn-secondary">
              {t("result.refresh")}
            </Link>
          ) : null}
          <Link to={`/top-up/credits?type=${r.type}`} className="btn-secondary">
            {t("result.again")}
          </Link>
          <Link to="/my-booking?tab=topup" className="btn-secondary">
            {t("result.history")}
          </Link>
        </div>
      </section>
    </main>
  );
}

function NotFound() {
  const { t } = useTranslation("topup");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <title>{t("result.notFound")}</title>
      <h1 className="mb-2 text-2xl font-bold">{t("result.notFound")}</h1>
      <p className="mb-4 text-neutral-700" data-topup-not-found>
        {t("result.notFoundText")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/top-up/credits" className="btn-primary">
          {t("result.store")}
        </Link>
        <Link to="/my-booking?tab=topup" className="btn-secondary">
          {t("result.history")}
        </Link>
      </div>
    </main>
  );
}

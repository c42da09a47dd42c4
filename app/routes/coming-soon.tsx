import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";

// One module for every screen whose issue has not landed yet: the matched route id names the page.

export default function ComingSoon() {
  const { t } = useTranslation(["common", "pages"]);
  const routeId = useMatches().at(-1)?.id ?? "";
  const pageKey = routeId.replace(/-(monthly|weekly|yearly)$/, "");
  const page = t(`pages:${pageKey}`, { defaultValue: "" });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${page} · ${t("brand")}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">{t("comingSoon.title")}</p>
      <h1 className="mt-2 text-2xl font-bold">{page}</h1>
      <p className="mt-3 text-neutral-600">{t("comingSoon.body", { page: page.toLowerCase() })}</p>
      <Link to="/villas" className="btn-primary mt-6 inline-block">
        {t("comingSoon.cta")}
      </Link>
    </main>
  );
}

// /about's page (the company, its map): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { OfficeMap } from "#app/components/static/office-map.tsx";
import { COMPANY } from "#core/static-pages/company.ts";
import type { Route } from "../../routes/+types/about";

type AboutPageProps = Pick<Route.ComponentProps, "loaderData">;

export function AboutPage({ loaderData }: AboutPageProps) {
  const { t } = useTranslation(["discover", "pages"]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8" data-static-page="about">
      <title>{`${t("pages:about")} · Inap`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("static.aboutTitle")}</h1>
      <p className="mt-3 leading-relaxed text-neutral-700">{t("static.aboutP1")}</p>
      <p className="mt-3 leading-relaxed text-neutral-700">{t("static.aboutP2")}</p>
      <section aria-labelledby="about-address" className="mt-8">
        <h2 id="about-address" className="text-lg font-semibold">
          {t("static.address")}
        </h2>
        <address className="mt-2 not-italic text-neutral-700" data-company-address="">
          <span className="block font-semibold">{COMPANY.legalName}</span>
          <span className="block">{COMPANY.street}</span>
          <span className="block">
            {COMPANY.locality}, {COMPANY.region} {COMPANY.postalCode}
          </span>
          <span className="block">{COMPANY.country}</span>
        </address>
        <OfficeMap lang={loaderData.lang} mapsKey={loaderData.mapsKey} />
      </section>
    </main>
  );
}

// /hotelall's page (every property, by name and type, paged): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLocation } from "react-router";
import { INPUT_CLASS, SELECT_CLASS } from "#app/components/form/field.tsx";
import { PRIMARY_BUTTON } from "#app/components/search/button-styles.ts";
import { EmptyPropertyList, ListLoadError, PropertyGrid } from "#app/components/villas/property-grid.tsx";
import { VillasPagination } from "#app/components/villas/villas-pagination.tsx";
import { PROPERTY_TYPES, type PropertyType } from "#core/rules/catalogue.ts";
import { PopularOnly } from "#app/components/villas/popular-only.tsx";
import type { Route } from "../../routes/+types/hotelall";

type HotelAllPageProps = Pick<Route.ComponentProps, "loaderData">;

export function HotelAllPage({ loaderData }: HotelAllPageProps) {
  const { t } = useTranslation(["villas", "discover", "pages", "common"]);
  const { lang, list, page, values, cities } = loaderData;
  const location = useLocation();
  const title = t("pages:hotelAll");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-hotel-all="">
      <title>{`${title}${page > 0 ? ` · ${t("pagination.page", { page: page + 1 })}` : ""} · ${t("common:brand")}`}</title>
      <h1 className="mb-3 text-xl font-bold sm:text-2xl">{title}</h1>
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-neutral-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
        data-hotel-all-filter=""
      >
        <label className="grid gap-1 text-sm font-medium">
          {t("filter.propertyName")}
          <input
            name="propertyName"
            defaultValue={values.propertyName}
            maxLength={100}
            placeholder={t("filter.propertyNamePlaceholder")}
            className={INPUT_CLASS}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("filter.city")}
          <select name="city" defaultValue={values.city ?? ""} className={`${SELECT_CLASS} w-full min-w-0`}>
            <option value="">{t("filter.allCities")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("discover:list.type")}
          <select
            name="propertyType"
            defaultValue={values.propertyType ?? ""}
            className={`${SELECT_CLASS} w-full min-w-0`}
          >
            <option value="">{t("discover:list.allTypes")}</option>
            {PROPERTY_TYPES.map((type: PropertyType) => (
              <option key={type} value={type}>
                {t(`shell:nav.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-4 sm:justify-between">
          <PopularOnly checked={values.popular} box="size-5" />
          <button type="submit" className={PRIMARY_BUTTON}>
            {t("filter.apply")}
          </button>
        </div>
      </Form>

      {!list.ok ? (
        <ListLoadError
          message={list.kind === "network" ? t("errors.connection") : list.message || t("errors.server")}
          retryHref={`/hotelall${location.search}`}
        />
      ) : list.hotels.length === 0 ? (
        <EmptyPropertyList>
          <p className="mt-1 text-sm text-neutral-600">{t("notFoundHint")}</p>
        </EmptyPropertyList>
      ) : (
        <>
          <p className="mb-3 mt-5 text-sm text-neutral-600">{t("resultCount", { count: list.total })}</p>
          <PropertyGrid cards={list.hotels} hrefOf={(card) => `/detail-villa?villas=${card.id}`} lang={lang} />
          <VillasPagination page={page} totalPages={list.totalPage} search={location.search} basePath="/hotelall" />
        </>
      )}
    </main>
  );
}

// A long-stay property's page (its sections and the booking box): its own chunk with the detail and long-stay catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { ShownSearch, useShownLocation } from "#app/components/detail/shown-search.tsx";
import { closeModalHref, openModalHref, readDetailModal } from "#app/components/detail/detail-modal.ts";
import { DetailHeader, PhotoHeader } from "#app/components/detail/detail-sections.tsx";
import { PropertyInfoModals } from "#app/components/detail/property-info-modals.tsx";
import { SimilarProperties } from "#app/components/detail/secondary-sections.tsx";
import { StayBox } from "#app/components/long-stay/stay-box.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { formatMoney } from "#core/money.ts";
import { PropertySections } from "#app/components/detail/property-sections.tsx";
import { StayLoadFailed } from "#app/components/long-stay/stay-load-failed.tsx";
import type { Route } from "../../routes/+types/stay-detail";

type StayDetailPageProps = Pick<Route.ComponentProps, "loaderData">;

export function StayDetailPage({ loaderData }: StayDetailPageProps) {
  if (loaderData.kind === "failed") return <StayLoadFailed {...loaderData} />;
  return (
    <ShownSearch>
      <DetailPage d={loaderData} />
    </ShownSearch>
  );
}

type OkData = Extract<Route.ComponentProps["loaderData"], { kind: "ok" }>;

function DetailPage({ d }: { d: OkData }) {
  const { t } = useTranslation(["longstay", "detail", "common"]);
  const location = useShownLocation();
  const modal = readDetailModal(new URLSearchParams(location.search));
  const { hotel, lang, type } = d;
  const closeHref = closeModalHref(location.pathname, location.search);
  const period = t(`period.${type}`);
  const boxProps = {
    type,
    action: location.pathname,
    today: d.today,
    choice: d.choice,
    choices: d.choices,
    capacity: hotel.capacity,
    billing: d.billing,
    startFrom: d.startFrom,
    notices: d.notices,
    lang,
  } as const;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-28 pt-4 lg:pb-12">
      <title>{`${hotel.name} · ${period} · ${t("common:brand")}`}</title>
      <meta name="description" content={(lang === "en" ? hotel.description_en : hotel.description_id).slice(0, 155)} />
      <PropertyInfoModals modal={modal} hotel={hotel} closeHref={closeHref} />
      {modal === "booking" ? (
        <Modal title={t("box.title", { period: period.toLowerCase() })} closeHref={closeHref}>
          <StayBox idPrefix="stay-modal" inModal {...boxProps} />
        </Modal>
      ) : null}

      <p className="mb-2 text-sm">
        <Link to={`/stay-${type}`} className="text-brand-dark underline">
          ‹ {t("list.title", { period })}
        </Link>
      </p>
      <DetailHeader hotel={hotel} />
      <PhotoHeader hotel={hotel} />

      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <PropertySections hotel={hotel} lang={lang} secondary={d.secondary} mapsKey={d.mapsKey} />
        <aside className="hidden lg:block" aria-label={t("box.title", { period: period.toLowerCase() })}>
          <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-xl">
            {modal === "booking" ? null : <StayBox idPrefix="stay-box" inModal={false} {...boxProps} />}
          </div>
        </aside>
      </div>
      <SimilarProperties
        similar={d.secondary.similar}
        lang={lang}
        stay={{ guest: d.choice.guest, arrival: null, departure: null, duration: 1 }}
      />

      {/* Phones: a bottom bar opens the booking box as a modal (?modal=booking). */}
      <div
        data-bottom-bar=""
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
      >
        <p className="text-sm leading-tight text-neutral-600">
          {t("list.from")} <strong className="block text-base text-brand-dark">{formatMoney(d.startFrom, lang)}</strong>{" "}
          {t(`per.${type}`)}
        </p>
        <Link
          to={openModalHref(location.pathname, location.search, "booking")}
          preventScrollReset
          className="btn-primary shrink-0"
        >
          {t("box.open")}
        </Link>
      </div>
    </main>
  );
}

// /stay-weekly/{propertyId}, /stay-monthly/{propertyId}, /stay-yearly/{propertyId} (seed 002
// section 2): the nightly detail's sections (pay-at-villa badge, gallery by room area, capacity and
// counts, description, facilities, map link, rules, languages, accessibility, reviews, similar
// properties) and the long-stay booking box, at the side and in a ?modal=booking on phones. The box
// is a GET form to this page with book=1: corrected here, then on to the checkout (decision 022).
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link, redirect, useLocation } from "react-router";
import { loadSecondary, toFailure } from "#app/server/detail/detail-data.server.ts";
import { closeModalHref, openModalHref, readDetailModal } from "#app/components/detail/detail-modal.ts";
import { revalidateUnlessOnlyDetailUiChanged } from "#app/components/detail/detail-ui.ts";
import { DetailHeader, PhotoHeader } from "#app/components/detail/detail-sections.tsx";
import { PropertyInfoModals } from "#app/components/detail/property-info-modals.tsx";
import { SimilarProperties } from "#app/components/detail/secondary-sections.tsx";
import { StayBox } from "#app/components/long-stay/stay-box.tsx";
import {
  checkoutHref,
  detailHref,
  parseId,
  periodOfPath,
  readNotices,
  readStayChoice,
} from "#app/components/long-stay/stay-query.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, type ApiCall } from "#app/lib/api.server.ts";
import { todayInJakarta } from "#core/dates.ts";
import { lengthChoices, type LongStayType } from "#core/long-stay.ts";
import { formatMoney } from "#core/money.ts";
import type { Route } from "./+types/stay-detail";
import { PropertySections } from "#app/components/detail/property-sections.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { StayLoadFailed } from "#app/components/long-stay/stay-load-failed.tsx";

export const handle = { i18n: ["detail", "longstay"] } satisfies I18nHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const type = periodOfPath(url.pathname) ?? "monthly";
  const propertyId = parseId(params.propertyId);
  if (propertyId === null)
    return data({ kind: "failed" as const, lang, type, notFound: true, offline: false }, { status: 404 });

  const call = apiCall(request, { lang, signal: request.signal });
  const book = url.searchParams.get("book") === "1";
  const secondary = book ? null : loadSecondary(propertyId, call);
  let property: Awaited<ReturnType<typeof api.longStayProperty>>["data"];
  try {
    property = (await api.longStayProperty({ params: { id: propertyId }, query: { type } }, call)).data;
  } catch (error) {
    const failure = toFailure(error);
    const status = failure.kind === "notFound" ? 404 : failure.kind === "network" ? 503 : 502;
    return data(
      {
        kind: "failed" as const,
        lang,
        type,
        notFound: failure.kind === "notFound",
        offline: failure.kind === "network",
      },
      { status },
    );
  }

  const today = todayInJakarta();
  const per = property.monthlyPrices[0]?.per ?? 1;
  const choices = lengthChoices(type, per);
  const { choice, notices } = readStayChoice(url.searchParams, { today, choices, capacity: property.capacity });
  if (book) {
    const modal = url.searchParams.get("modal") === "booking" ? "&modal=booking" : "";
    if (choice.checkIn === null) throw redirect(`${detailHref(type, propertyId, choice, ["checkInMissing"])}${modal}`);
    if (notices.length > 0) throw redirect(`${detailHref(type, propertyId, choice, notices)}${modal}`);
    // Issue 22: the box tells the truth before the checkout does: no room free for every night of
    // the chosen stay (the same per-night check the reservation makes) keeps the guest here.
    if (!(await someRoomFree(propertyId, type, choice.checkIn, choice.length, call)))
      throw redirect(`${detailHref(type, propertyId, choice, ["noRoomFree"])}${modal}`);
    throw redirect(checkoutHref(type, propertyId, choice));
  }

  return {
    kind: "ok" as const,
    lang,
    type,
    today,
    propertyId,
    hotel: { ...property, rooms: [] },
    startFrom: property.startFrom,
    billing: property.monthlyPrices[0] ?? null,
    choices,
    choice,
    notices: [...new Set([...notices, ...readNotices(url.searchParams)])],
    mapsKey: mapsKeyFor(request),
    secondary: secondary ?? loadSecondary(propertyId, call),
  };
}

/** Whether a room of the property has a unit on every night of the stay; true when /v1 cannot say (the checkout checks again). */
async function someRoomFree(
  propertyId: number,
  type: LongStayType,
  checkIn: string,
  duration: number,
  call: ApiCall,
): Promise<boolean> {
  try {
    const { rooms } = (
      await api.longStayProperty({ params: { id: propertyId }, query: { type, checkIn, duration } }, call)
    ).data;
    return rooms.some((room) => room.notAvailable !== true);
  } catch {
    return true;
  }
}

export const shouldRevalidate = revalidateUnlessOnlyDetailUiChanged;

export default function StayDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "failed") return <StayLoadFailed {...loaderData} />;
  return <DetailPage d={loaderData} />;
}

type OkData = Extract<Route.ComponentProps["loaderData"], { kind: "ok" }>;

function DetailPage({ d }: { d: OkData }) {
  const { t } = useTranslation(["longstay", "detail", "common"]);
  const location = useLocation();
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

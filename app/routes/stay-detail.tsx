// /stay-weekly/{propertyId}, /stay-monthly/{propertyId}, /stay-yearly/{propertyId} (seed 002
// section 2): the nightly detail's sections (pay-at-villa badge, gallery by room area, capacity and
// counts, description, facilities, map link, rules, languages, accessibility, reviews, similar
// properties) and the long-stay booking box, at the side and in a ?modal=booking on phones. The box
// is a GET form to this page with book=1: corrected here, then on to the checkout (decision 022).
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { data, redirect } from "react-router";
import { detailHotel, loadSecondary, toFailure } from "#app/server/detail/detail-data.server.ts";
import { revalidateUnlessOnlyDetailUiChanged } from "#app/components/detail/detail-ui.ts";
import {
  checkoutHref,
  detailHref,
  parseId,
  periodOfPath,
  readNotices,
  readStayChoice,
} from "#app/components/long-stay/stay-query.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, type ApiCall } from "#app/lib/api.server.ts";
import { todayInJakarta } from "#core/dates.ts";
import { lengthChoices, type LongStayType } from "#core/long-stay.ts";
import type { Route } from "./+types/stay-detail";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [stayDetailPage]);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await stayDetailPage.preload();
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
    hotel: detailHotel(property, lang),
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

const stayDetailPage = deferred(
  () => import("#app/components/long-stay/stay-detail-page.tsx").then((m) => m.StayDetailPage),
  { i18n: ["detail", "longstay"] },
);

export default stayDetailPage.Component;

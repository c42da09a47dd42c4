// What every request of /stay-{period}/checkout/reservation-form reads first (seed 002 sections 3
// and 4): the stay from the URL (corrected as the detail page does; a stay that needs correcting
// goes back to the detail page with the reason), the member, the property with each room's price
// and whether it is free for the stay, and the room chosen. Then the reservation itself.
import { redirect } from "react-router";
import { toFailure, type LoadFailure } from "#app/server/detail/detail-data.server.ts";
import { gatewayTarget } from "#app/server/reservation/reservation.server.ts";
import { api, ApiRequestError, apiCall, type ApiCall } from "#app/lib/api.server.ts";
import { getAuth } from "#app/lib/session.server.ts";
import type { LongStayProperty } from "#core/contract/index.ts";
import { todayInJakarta } from "#core/dates.ts";
import { lengthChoices, type LongStayType } from "#core/long-stay.ts";
import { uniqueCodeFor } from "#core/pricing.ts";
import { chooseRoom, roomOffers } from "#app/components/long-stay/rooms.ts";
import {
  detailHref,
  parseId,
  periodOfPath,
  readPaymentChoice,
  readStayChoice,
  type StayChoice,
} from "#app/components/long-stay/stay-query.ts";

/**
 * The checkout of the stay in the URL. `uniqueKey`: the form's key (a new one for a page, the
 * submitted one for the action); the unique code in every amount is drawn from it.
 */
export async function loadCheckout(request: Request, lang: "id" | "en", uniqueKey: string) {
  const url = new URL(request.url);
  const type: LongStayType = periodOfPath(url.pathname) ?? "monthly";
  const propertyId = parseId(url.searchParams.get("propertyId"));
  if (propertyId === null) throw redirect(`/stay-${type}`);
  const auth = await getAuth(request);
  const call = apiCall(request, { lang });

  // The property first without a stay: its billing period decides which lengths are valid.
  let property: LongStayProperty;
  try {
    property = (await api.longStayProperty({ params: { id: propertyId }, query: { type } }, call)).data;
  } catch (error) {
    return { ok: false as const, type, propertyId, failure: toFailure(error) };
  }
  const today = todayInJakarta();
  const choices = lengthChoices(type, property.monthlyPrices[0]?.per ?? 1);
  const { choice, notices } = readStayChoice(url.searchParams, { today, choices, capacity: property.capacity });
  if (choice.checkIn === null) throw redirect(detailHref(type, propertyId, choice, ["checkInMissing"]));
  if (notices.length > 0) throw redirect(detailHref(type, propertyId, choice, notices));
  const stay = choice as StayChoice & { checkIn: string };

  let rooms: LongStayProperty["rooms"];
  try {
    rooms = (
      await api.longStayProperty(
        {
          params: { id: propertyId },
          query: { type, isReservationForm: true, checkIn: stay.checkIn, duration: stay.length },
        },
        call,
      )
    ).data.rooms;
  } catch (error) {
    return { ok: false as const, type, propertyId, failure: toFailure(error) };
  }
  const uniqueCode = uniqueCodeFor(uniqueKey);
  const offers = roomOffers(rooms, type, stay, uniqueCode);
  const room = chooseRoom(offers, parseId(url.searchParams.get("room")));
  return {
    ok: true as const,
    type,
    propertyId,
    property,
    stay,
    offers,
    room,
    uniqueKey,
    uniqueCode,
    payment: readPaymentChoice(url.searchParams.get("payment")),
    auth,
    call,
  };
}

export type CheckoutFailure = LoadFailure;

export type ReserveOutcome =
  | { kind: "gateway"; target: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> }
  | { kind: "failed"; message: string }
  | { kind: "network" };

/** POST /v1/stay-monthly/reservation (seed 002 section 7) through the typed client. */
export async function reserveLongStay(
  payload: Parameters<typeof api.reserveLongStay>[0]["body"],
  call: ApiCall,
  token: string | undefined,
): Promise<ReserveOutcome> {
  try {
    const answer = await api.reserveLongStay({ body: payload }, { ...call, token });
    const target = gatewayTarget(answer.data.midtrans.response_from_midtrans.redirect_url);
    return target ? { kind: "gateway", target } : { kind: "failed", message: "" };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: "network" };
    const body = error.body as { message?: string; errors?: Record<string, string[]> } | undefined;
    if (error.status === 422)
      return { kind: "invalid", message: body?.message ?? error.message, errors: body?.errors ?? {} };
    return { kind: "failed", message: body?.message ?? error.message };
  }
}

// Reserve (seed 001 sections 3, 4 and 8): the form's schema with the stay's checks (the same the
// page runs), then the single or multiple /v1 call; the answer redirects to the gateway or home
// (pay at property), or comes back as messages on the fields.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirectDocument } from "react-router";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { PaymentOption } from "#core/pricing.ts";
import { PAYMENT_METHODS } from "#core/rules/payment-options.ts";
import { pointsAllowance } from "#core/rules/reservation.ts";
import { reservationSchema } from "#app/components/reservation/reservation-schema.ts";
import { API_FIELD_TO_FORM, postReservation } from "#app/server/reservation/reservation.server.ts";
import {
  maxRoomsPerNight,
  notAvailable,
  reservationCall,
  selectionSubTotal,
} from "#app/components/reservation/room-selection.ts";
import { answer, type IntentContext } from "./intent-context.server.ts";

/** Language ids of the reservation request (seed 001 section 9). */
const LANGUAGE_IDS = { id: 1, en: 2 } as const;

export async function reserve(context: IntentContext) {
  const { page, hotel, values, selection, lang, t } = context;
  const checks = {
    payment: {
      payAtVilla: hotel.payAtVilla === 1,
      maxRooms: maxRoomsPerNight(selection),
      loggedIn: page.auth !== null,
    },
    blocked: notAvailable(selection, hotel.rooms),
    // The allowance the page showed, so a refusal names it without JavaScript too.
    points: pointsAllowance(selectionSubTotal(selection, hotel.rooms), page.extras.points),
  };
  const submission = parseWithZod(context.form, { schema: reservationSchema(checks) });
  if (submission.status !== "success") {
    Object.assign(context.errors, submission.reply().error);
    return answer(context, 400);
  }

  const option = Number(values.optionPay) as PaymentOption;
  const call = reservationCall(selection);
  const payload: Record<string, unknown> = {
    arrival: page.stay.arrival,
    departure: page.stay.departure,
    name: values.guestName.trim(),
    guest: page.stay.guest,
    phone: `${values.areaCode.trim()}-${values.guestNoTelp.trim()}`,
    email: values.guestEmail.trim().toLowerCase(),
    propertyId: page.villas,
    lang: LANGUAGE_IDS[lang],
    voucherCode: values.kodeVoucher.trim(),
    nip: values.guestIdNumber.trim(),
    address: values.guestAddress.trim(),
    specialRequest: values.specialRequest,
    payment_option: option,
    referral_code: values.referralCode.trim(),
    hour_arrival: option === 1 ? values.hourArrival : "",
    point: values.points.trim() || 0,
    referral_obtaineds: values.referrerPromos.map(Number),
    user_Id: page.auth?.user.id ?? 0,
    order_from: "web",
    payment_method: PAYMENT_METHODS[option],
    unique_code: values.uniqueCode,
    idempotency_key: values.idempotencyKey,
    ...(call.kind === "single" ? { roomId: call.roomId } : { details: call.details }),
  };
  const result = await postReservation(call.kind, payload, page.call, page.auth?.token);
  switch (result.kind) {
    case "payAtProperty":
      return redirectWithToast("/", {
        type: "success",
        title: result.message || t("result.payAtProperty"),
        description: t("result.orderId", { orderId: result.orderId }),
      });
    case "gateway":
      // The gateway's page is not a route of this app: a full document load.
      return redirectDocument(result.redirectUrl);
    case "unavailable":
      context.errors.rooms = [result.message || t("errors.roomUnavailable")];
      return answer(context, 409);
    case "invalid": {
      for (const [field, messages] of Object.entries(result.errors)) {
        const name = API_FIELD_TO_FORM[field] ?? "";
        if (!context.errors[name] && messages[0]) context.errors[name] = [messages[0]];
      }
      if (Object.keys(result.errors).length === 0) context.errors[""] = [result.message];
      context.contactCs = result.contactCs;
      return answer(context, 422);
    }
    case "failed":
      context.errors[""] = [result.message || t("errors.contactCs")];
      return answer(context, 502);
    case "held":
      // The booking exists and holds its rooms: its order id, and 'Pay now' to make its payment page.
      context.errors[""] = [result.message];
      context.held = { orderId: result.orderId };
      return answer(context, 503);
    case "network":
      context.errors[""] = [t("errors.connection")];
      return answer(context, 503);
  }
}

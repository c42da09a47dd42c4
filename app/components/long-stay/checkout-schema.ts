// The long-stay checkout form (seed 002 sections 3 and 5): one schema for the action and the
// browser. Field rules come from core/rules (the nightly form's own); the stay itself (property,
// dates, length, guests, room) is URL state, read by the loader and the action alike. Messages are
// keys of reservation.json "errors" and longstay.json "errors".
import { z } from "zod";
import { AREA_CODE_PATTERN, guestPhoneProblems, isEmail, normalizeEmail } from "#core/rules/contact.ts";
import { GUEST_NAME_MAX, SPECIAL_REQUEST_MAX } from "#core/rules/reservation.ts";
import { LONG_STAY_PAYMENT_OPTIONS } from "#core/long-stay.ts";
import { ruledField, textField } from "#app/components/form/schema-fields.ts";

export const CHECKOUT_MESSAGE_SCOPES = ["reservation:errors.", "longstay:errors."];

/** `roomAvailable`: the chosen room is free for the stay (the page and the action both know). */
export function checkoutSchema({ roomAvailable }: { roomAvailable: boolean }) {
  return z.object({
    guestName: ruledField((v) => (v === "" ? "nameRequired" : v.length > GUEST_NAME_MAX ? "tooLong" : null)),
    areaCode: ruledField((v) => (AREA_CODE_PATTERN.test(v) ? null : "codeInvalid")),
    guestNoTelp: ruledField((v) => guestPhoneProblems(v)[0]),
    guestEmail: ruledField((v) => (v === "" ? "emailRequired" : isEmail(normalizeEmail(v)) ? null : "emailInvalid")),
    // Not trimmed for the count: the counter shows what was typed.
    specialRequest: ruledField((v) => (v.length > SPECIAL_REQUEST_MAX ? "specialRequestTooLong" : null), true),
    payment: ruledField((v) =>
      (LONG_STAY_PAYMENT_OPTIONS as readonly string[]).includes(v) ? null : "paymentOptionInvalid",
    ),
    room: ruledField(() => (roomAvailable ? null : "roomRequired")),
    uniqueKey: textField(),
  });
}

export type CheckoutValues = z.output<ReturnType<typeof checkoutSchema>>;

/** /v1's field names (seed 002 section 3 payload) → the form's. */
export const API_FIELD_TO_CHECKOUT: Record<string, string> = {
  "guest.name": "guestName",
  "guest.phoneNumber": "guestNoTelp",
  "guest.area": "areaCode",
  "guest.email": "guestEmail",
  "reservation.specialRequest": "specialRequest",
  "transaction.payment_option": "payment",
  "reservation.roomId": "room",
};

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reservationSchema, type ReservationChecks } from "./reservation-schema.ts";

const base = {
  intent: "reserve",
  guestName: "Budi",
  guestIdNumber: "",
  areaCode: "+62",
  guestNoTelp: "81234567890",
  guestEmail: "budi@example.com",
  guestAddress: "",
  specialRequest: "",
  optionPay: "0",
  hourArrival: "14:00",
  kodeVoucher: "",
  referralCode: "",
  points: "",
};
const stay: ReservationChecks = { payment: { payAtVilla: true, maxRooms: 1, loggedIn: false }, blocked: false };

function errors(fields: Record<string, string>, checks: ReservationChecks = stay) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const reply = parseWithZod(form, { schema: reservationSchema(checks) }).reply();
  // The first message of each field: what the form shows.
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([field, messages]) => [field, messages?.[0]]));
}

describe("reservation schema (the action's and the browser's)", () => {
  it("accepts a complete guest", () => expect(errors(base)).toEqual({}));
  it("names each broken field", () => {
    expect(
      errors({
        ...base,
        guestName: " ",
        guestEmail: "a@b",
        areaCode: "+65",
        guestNoTelp: "0812",
        specialRequest: "x".repeat(671),
        points: "05",
      }),
    ).toEqual({
      guestName: "nameRequired",
      guestEmail: "emailInvalid",
      guestNoTelp: "zeroFirst",
      specialRequest: "specialRequestTooLong",
      points: "zeroFirst",
    });
    expect(errors({ ...base, specialRequest: "x".repeat(670) })).toEqual({});
    // Issue 10: with +62, "08…" is the national form of the number, not a leading-zero mistake.
    expect(errors({ ...base, areaCode: "+62", guestNoTelp: "081234567890" })).toEqual({});
    expect(errors({ ...base, guestName: "", guestEmail: "", guestNoTelp: "" })).toEqual({
      guestName: "nameRequired",
      guestEmail: "emailRequired",
      guestNoTelp: "phoneRequired",
    });
  });
  it("checks a field left without an intent (the browser, on blur) as for reserving", () => {
    const { intent: _, ...typed } = base;
    expect(errors({ ...typed, guestEmail: "budi@bad" })).toEqual({ guestEmail: "emailInvalid" });
  });
  it("lets the other intents post whatever is typed", () => {
    for (const intent of ["copy-user", "apply-voucher", "check-referral", "recalc"])
      expect(errors({ intent, guestEmail: "budi@bad" })).toEqual({});
  });
  it("refuses a payment option the stay does not allow, and Kredivo to a guest", () => {
    expect(errors({ ...base, optionPay: "1" })).toEqual({});
    expect(errors({ ...base, optionPay: "1" }, { ...stay, payment: { ...stay.payment, payAtVilla: false } })).toEqual({
      optionPay: "optionNotAvailable",
    });
    expect(errors({ ...base, optionPay: "2" })).toEqual({ optionPay: "optionNotAvailable" });
    expect(errors({ ...base, optionPay: "3" })).toEqual({ optionPay: "kredivoLogin" });
    expect(errors({ ...base, optionPay: "3" }, { ...stay, payment: { ...stay.payment, loggedIn: true } })).toEqual({});
  });
  it("asks the arrival hour for pay at property", () => {
    expect(errors({ ...base, optionPay: "1", hourArrival: "" })).toEqual({ hourArrival: "hourArrivalRequired" });
    expect(errors({ ...base, optionPay: "1", hourArrival: "13:00" })).toEqual({ hourArrival: "hourArrivalRequired" });
    expect(errors({ ...base, optionPay: "0", hourArrival: "" })).toEqual({});
  });
  it("points: members only, at most what the page allows, with the limit that applies", () => {
    const member = {
      ...stay,
      payment: { ...stay.payment, loggedIn: true },
      points: { max: 500, limit: "half" as const },
    };
    expect(errors({ ...base, points: "100" })).toEqual({ points: "pointsLogin" });
    expect(errors({ ...base, points: "500" }, member)).toEqual({});
    expect(errors({ ...base, points: "501" }, member)).toEqual({ points: "pointsOverHalf" });
    expect(errors({ ...base, points: "501" }, { ...member, points: { max: 500, limit: "balance" } })).toEqual({
      points: "pointsOverBalance",
    });
  });
  it("points as typed: a leading zero and a minus are refused, not read as other numbers (issue 22)", () => {
    const member = {
      ...stay,
      payment: { ...stay.payment, loggedIn: true },
      points: { max: 500, limit: "half" as const },
    };
    expect(errors({ ...base, points: "0123" }, member)).toEqual({ points: "zeroFirst" });
    expect(errors({ ...base, points: "-5000" }, member)).toEqual({ points: "pointsNegative" });
  });
  it("a 3-digit phone is refused (the one phone rule of core/rules/contact.ts)", () => {
    expect(errors({ ...base, guestNoTelp: "812" })).toEqual({ guestNoTelp: "phoneTooShort" });
  });
  it("rooms that cannot be booked and referrer promos above 50%", () => {
    expect(errors(base, { ...stay, blocked: true })).toEqual({ rooms: "cannotBook" });
    expect(errors(base, { ...stay, referrerPromoPercent: 60 })).toEqual({ referrerPromos: "referralPromoMax" });
  });
});

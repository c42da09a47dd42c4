// Types the reservation screen's sections share.
import type { FieldMetadata } from "@conform-to/react";
import type { Route } from "../../routes/+types/reservation-form";

export type LoaderData = Route.ComponentProps["loaderData"];
export type OkData = Extract<LoaderData, { kind: "ok" }>;
export type Lang = "id" | "en";

/** The form's fields by name (conform's metadata). */
export type Fieldset = Record<
  | "guestName"
  | "guestIdNumber"
  | "areaCode"
  | "guestNoTelp"
  | "guestEmail"
  | "guestAddress"
  | "specialRequest"
  | "optionPay"
  | "hourArrival"
  | "points"
  | "kodeVoucher"
  | "referralCode"
  | "referrerPromos"
  | "rooms",
  FieldMetadata<unknown>
>;

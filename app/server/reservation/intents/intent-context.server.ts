// What an intent handler of /reservation-form gets, and how it answers: the page as loaded, the
// posted form read into values and a room selection, and the messages it collects.
import type { TFunction } from "#app/i18n/runtime.ts";
import { data } from "react-router";
import type { PropertyDetail } from "#core/contract/index.ts";
import type { ActionResult } from "#app/components/reservation/reservation-result.ts";
import type { ReservationPage } from "#app/server/reservation/reservation-page.server.ts";
import type { FormValues } from "#app/components/reservation/reservation-schema.ts";
import type { NightSelection } from "#app/components/reservation/room-selection.ts";

export interface IntentContext {
  lang: "id" | "en";
  t: TFunction;
  page: ReservationPage;
  hotel: PropertyDetail;
  form: FormData;
  values: FormValues;
  selection: NightSelection[];
  /** Messages by field ("" for the form). */
  errors: Record<string, string[]>;
  notice: ActionResult["notice"];
  contactCs: boolean;
  /** The button pressed: 'reserve' refusals are summarised at the top and brought into view. */
  intent: string;
  /** A booking made without its payment page, to pay with 'Pay now'. */
  held: ActionResult["held"];
}

export type IntentHandler = (context: IntentContext) => Promise<Response | ReturnType<typeof answer>>;

/** The form again with its values, the selection and the messages collected. */
export function answer(context: IntentContext, status = 200) {
  const { referrerPromos, ...text } = context.values;
  const failed = Object.keys(context.errors).length > 0;
  const result: ActionResult = {
    renderId: crypto.randomUUID(),
    values: context.values,
    selection: context.selection,
    reply: {
      ...(failed ? { status: "error" as const } : {}),
      initialValue: { ...text, referrerPromo: referrerPromos },
      error: context.errors,
    },
    notice: context.notice,
    contactCs: context.contactCs,
    reserveRefused: failed && (context.intent === "reserve" || context.intent === "pay-now"),
    held: context.held,
  };
  return data(result, { status });
}

/** One message on a field. */
export function refuse(context: IntentContext, field: string, message: string) {
  context.errors[field] = [message];
}

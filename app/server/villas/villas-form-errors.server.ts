// What /villas' form says beside its fields after a refused search, worded on the server in the
// request's language: the page then carries no validation catalogue for it (decision 032).
import type { I18n } from "#app/i18n/runtime.ts";
import type { VillasQuery } from "#app/lib/search-params.ts";
import type { VillasList } from "./villas-data.server.ts";

type FormField = "arrival" | "departure" | "guest";
const FORM_FIELDS: readonly string[] = ["arrival", "departure", "guest"] satisfies FormField[];

export function villasFormErrors(query: Pick<VillasQuery, "stayError">, list: VillasList, i18n: Pick<I18n, "t">) {
  const errors: Partial<Record<FormField, string>> = {};
  if (query.stayError) {
    const field = query.stayError === "checkInRequired" || query.stayError === "checkInPast" ? "arrival" : "departure";
    errors[field] = i18n.t(`validation:${query.stayError}`);
  }
  if (!list.ok && list.kind === "invalid") {
    for (const field of FORM_FIELDS as FormField[])
      if (list.fieldErrors[field]) errors[field] = list.fieldErrors[field];
  }
  // A refusal that names no field of the form is said below it.
  const otherInvalid =
    !list.ok && list.kind === "invalid" && !Object.keys(list.fieldErrors).some((f) => FORM_FIELDS.includes(f))
      ? (Object.values(list.fieldErrors)[0] ?? list.message)
      : null;
  return { errors, otherInvalid };
}

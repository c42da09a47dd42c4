// /review's form (five star ratings and the text), in its own chunk with the form kit and zod: the
// route renders it in place on the server and it hydrates when the chunk arrives.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { FormErrors, INPUT_CLASS, SubmitButton } from "#app/components/form/field.tsx";
import { FormMessages } from "#app/components/form/messages.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import type { Language } from "#app/i18n/config.ts";
import type { ReviewedStay } from "#core/contract/index.ts";
import { formatLongDate } from "#core/dates.ts";
import { REVIEW_CATEGORIES, REVIEW_TEXT_MAX } from "#core/rules/review.ts";
import { reviewFormSchema } from "./review-schema.ts";
import { StarRating } from "./star-rating.tsx";

export function ReviewForm({
  orderId,
  stay,
  lang,
  lastResult,
  failure,
}: {
  orderId: string;
  stay: ReviewedStay | null;
  lang: Language;
  lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"];
  failure: string;
}) {
  const { t } = useTranslation("review");
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(reviewFormSchema, { id: "review", lastResult });
  const incomplete =
    REVIEW_CATEGORIES.some((c) => (fields[c].errors?.length ?? 0) > 0) || (fields.review.errors?.length ?? 0) > 0;
  const textInvalid = (fields.review.errors?.length ?? 0) > 0;
  const rating = (value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : undefined);
  return (
    <FormMessages scopes={["review:", "validation:"]}>
      {stay ? (
        <section className="mt-3 rounded-xl bg-neutral-50 p-4" aria-label={t("page.stay")} data-reviewed-stay="">
          <p className="break-words text-lg font-semibold">{stay.property_name}</p>
          <p className="text-sm text-neutral-700">
            {t("page.stayDates", {
              checkIn: formatLongDate(stay.check_in, lang),
              checkOut: formatLongDate(stay.check_out, lang),
            })}
          </p>
        </section>
      ) : null}
      <p className="mt-3 text-neutral-600">{t("page.intro", { orderId })}</p>
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-5 grid gap-5 rounded-xl border border-neutral-200 p-4"
        data-review-form=""
      >
        <FormErrors errors={incomplete ? ["reviewIncomplete"] : failure ? [failure] : undefined} />
        {REVIEW_CATEGORIES.map((category) => (
          <StarRating
            key={category}
            name={category}
            label={t(`page.categories.${category}`)}
            defaultValue={rating(fields[category].initialValue)}
            invalid={(fields[category].errors?.length ?? 0) > 0}
            errorId={`${category}-error`}
            error={(fields[category].errors?.length ?? 0) > 0 ? t("reviewIncomplete") : undefined}
          />
        ))}
        <div>
          <label htmlFor="review-text" className="mb-1 block font-semibold">
            {t("page.text")}
          </label>
          <p id="review-text-hint" className="mb-1 text-sm text-neutral-600">
            {t("page.textHint")}
          </p>
          <textarea
            id="review-text"
            name={fields.review.name}
            defaultValue={typeof fields.review.initialValue === "string" ? fields.review.initialValue : undefined}
            required
            maxLength={REVIEW_TEXT_MAX}
            rows={5}
            aria-invalid={textInvalid || undefined}
            aria-describedby={textInvalid ? "review-text-hint review-text-error" : "review-text-hint"}
            className={`${INPUT_CLASS} h-auto py-2`}
          />
          {textInvalid ? (
            <p id="review-text-error" className="mt-1 text-sm text-red-700" data-field-error="review">
              {t("reviewIncomplete")}
            </p>
          ) : null}
        </div>
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t("page.submit")}
          busyLabel={t("page.sending")}
          className="btn-primary justify-self-start"
        />
      </Form>
    </FormMessages>
  );
}

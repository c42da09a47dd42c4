// /reservation-check's form (order id and email), in its own chunk with the form kit and zod: the
// route renders it in place on the server and it hydrates when the chunk arrives.
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { Field, INPUT_CLASS, SubmitButton } from "#app/components/form/field.tsx";
import { FormMessages } from "#app/components/form/messages.tsx";
import { type SchemaFormOptions, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { EMAIL_MAX } from "#core/rules/contact.ts";
import { ORDER_ID_MAX, reservationCheckSchema } from "./reservation-check-schema.ts";

const MESSAGE_SCOPES = ["bookings:"];

export function ReservationCheckForm({
  lastResult,
  prefilled,
  busy,
}: {
  lastResult: SchemaFormOptions<Record<string, unknown>>["lastResult"];
  prefilled: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("bookings");
  const [form, fields] = useSchemaForm(reservationCheckSchema, {
    id: "reservation-check",
    lastResult,
    defaultValue: prefilled ? { order_id: prefilled } : undefined,
  });
  return (
    <FormMessages scopes={MESSAGE_SCOPES}>
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-5 grid gap-4 rounded-xl border border-neutral-200 p-4"
        data-reservation-check=""
      >
        <Field meta={fields.order_id} label={t("check.orderId")} id="rc-order" errorId="rc-order-error" className="">
          {(control) => (
            <input
              {...control}
              type="text"
              required
              maxLength={ORDER_ID_MAX}
              autoComplete="off"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field meta={fields.email} label={t("check.email")} id="rc-email" errorId="rc-email-error" className="">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              maxLength={EMAIL_MAX}
              autoComplete="email"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <SubmitButton
          busy={busy}
          label={t("check.submit")}
          busyLabel={t("check.submit")}
          className="btn-primary justify-self-start"
        />
      </Form>
    </FormMessages>
  );
}

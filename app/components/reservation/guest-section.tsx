import { useTranslation } from "#app/i18n/react.tsx";
import { Field, FormSection, INPUT_CLASS } from "#app/components/form/field.tsx";
import { SpecialRequestField } from "#app/components/form/special-request-field.tsx";
import { DEFAULT_AREA_CODE } from "#core/rules/contact.ts";
import { GuestPhoneField } from "./guest-phone-field.tsx";
import type { Fieldset, OkData } from "./view-types.ts";

export function GuestSection({
  fields,
  user,
  hydrated,
}: {
  fields: Fieldset;
  user: OkData["user"];
  hydrated: boolean;
}) {
  const { t } = useTranslation("reservation");
  const text = (
    name: keyof Fieldset,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; className?: string } = {},
  ) => (
    <Field
      meta={fields[name]}
      label={label}
      required={options.required}
      id={`field-${name}`}
      errorId={`error-${name}`}
      className={options.className ?? ""}
    >
      {(control) => (
        <input {...control} type={options.type ?? "text"} autoComplete={options.autoComplete} className={INPUT_CLASS} />
      )}
    </Field>
  );
  return (
    <FormSection title={t("guest.title")} id="guest">
      {user ? <GuestIsUser hydrated={hydrated} user={user} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {text("guestName", t("guest.name"), { required: true, autoComplete: "name" })}
        {text("guestIdNumber", t("guest.idNumber"))}
        <GuestPhoneField code={fields.areaCode} number={fields.guestNoTelp} />
        {text("guestEmail", t("guest.email"), { required: true, type: "email", autoComplete: "email" })}
        {text("guestAddress", t("guest.address"), { autoComplete: "street-address", className: "sm:col-span-2" })}
      </div>
    </FormSection>
  );
}

export function RequestSection({ fields, hydrated }: { fields: Fieldset; hydrated: boolean }) {
  const { t } = useTranslation("reservation");
  const meta = fields.specialRequest;
  return (
    <FormSection title={t("request.title")} id="request">
      <details
        open={(typeof meta.initialValue === "string" && meta.initialValue !== "") || Boolean(meta.errors?.length)}
      >
        <summary className="cursor-pointer text-sm font-semibold text-brand-dark">{t("request.toggle")}</summary>
        <SpecialRequestField meta={meta} hydrated={hydrated} rows={4} textareaClassName="mt-2" />
      </details>
    </FormSection>
  );
}

function GuestIsUser({ hydrated, user }: { hydrated: boolean; user: NonNullable<OkData["user"]> }) {
  const { t } = useTranslation("reservation");
  if (!hydrated) {
    return (
      <button type="submit" name="intent" value="copy-user" className="btn-secondary mb-3 text-sm">
        {t("guest.isUser")}
      </button>
    );
  }
  // The checkbox takes the box of the button it replaces (an invisible copy sizes the cell), so the
  // fields below do not move when the form hydrates (a layout shift Lighthouse counted).
  return (
    <div className="mb-3 grid">
      <span aria-hidden="true" className="btn-secondary invisible col-start-1 row-start-1 justify-self-start text-sm">
        {t("guest.isUser")}
      </span>
      <label className="col-start-1 row-start-1 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          onChange={(e) => {
            const form = e.currentTarget.form;
            if (!form) return;
            const set = (name: string, value: string) => {
              const input = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
              if (input) input.value = value;
            };
            const on = e.currentTarget.checked;
            set("guestName", on ? user.name : "");
            set("guestEmail", on ? user.email : "");
            set("guestNoTelp", on ? user.phone : "");
            set("areaCode", on ? user.code || DEFAULT_AREA_CODE : DEFAULT_AREA_CODE);
            set("guestIdNumber", on ? user.idNumber : "");
            set("guestAddress", on ? user.address : "");
          }}
        />
        {t("guest.isUser")}
      </label>
    </div>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorList, Field, FormErrors } from "./field.tsx";
import { FormMessages, messageWithValues, splitMessage } from "./messages.tsx";

vi.mock("#app/i18n/react.tsx", () => ({
  useTranslation: () => ({
    t: (key: string, values: Record<string, unknown>) => `«${key}${values.max ? ` ${values.max}` : ""}»`,
    i18n: {
      exists: (key: string) =>
        ["auth:emailRequired", "auth:fieldTooLong", "account:save", "reservation:errors.tooLong"].includes(key),
    },
  }),
}));

const meta = (errors?: string[], initialValue?: string) =>
  ({
    id: "f-email",
    errorId: "f-email-error",
    descriptionId: "f-email-description",
    name: "email",
    initialValue,
    errors,
  }) as unknown as FieldMetadata<unknown>;

const render = (node: React.ReactNode, scopes: string[] = ["auth:", "account:"]) =>
  renderToString(<FormMessages scopes={scopes}>{node}</FormMessages>);

describe("Field", () => {
  it("wires the label, the value and no error state when valid", () => {
    const html = render(
      <Field meta={meta(undefined, "a@b.co")} label="Email">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain('for="f-email"');
    expect(html).toContain('id="f-email"');
    expect(html).toContain('name="email"');
    expect(html).toContain('value="a@b.co"');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("data-field-error");
  });

  it("marks the control invalid and describes it by the first message, translated from the catalogue", () => {
    const html = render(
      <Field meta={meta(["emailRequired", "emailInvalid"])} label="Email">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-email-error"');
    expect(html).toMatch(/<div id="f-email-error"[^>]*data-field-error="email"><p>«auth:emailRequired»<\/p><\/div>/);
    expect(html).not.toContain("emailInvalid");
  });

  it("adds the hint to the description and takes the ids a page fixes", () => {
    const html = render(
      <Field meta={meta(["x"])} label="Email" hint="We send the voucher here" id="field-email" errorId="error-email">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain('id="field-email"');
    expect(html).toContain('aria-describedby="error-email field-email-hint"');
    expect(html).toContain('<p id="field-email-hint"');
  });

  it("shows a message found in no scope as it is (a /v1 answer is already text)", () => {
    expect(render(<ErrorList id="e" errors={["Akun sudah terdaftar"]} />)).toContain("<p>Akun sudah terdaftar</p>");
  });

  it("reads keys in the form's scopes, with its values", () => {
    expect(
      renderToString(
        <FormMessages scopes={["reservation:errors."]} values={{ max: 670 }}>
          <ErrorList id="e" errors={["tooLong"]} />
        </FormMessages>,
      ),
    ).toContain("«reservation:errors.tooLong 670»");
  });

  it("lists the form's own errors as an alert", () => {
    const html = render(<FormErrors errors={["save"]} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("«account:save»");
    expect(render(<FormErrors errors={[]} />)).toBe("");
  });
});

describe("messages with values (issue 10: no raw {{max}})", () => {
  it("carries a key's values in the message and fills them when translated", () => {
    expect(messageWithValues("fieldTooLong", { max: 60 })).toBe("fieldTooLong?max=60");
    expect(messageWithValues("emailRequired")).toBe("emailRequired");
    expect(splitMessage("fieldTooLong?max=60")).toEqual({ key: "fieldTooLong", values: { max: "60" } });
    expect(splitMessage("Is this an email?")).toEqual({ key: "Is this an email?", values: {} });
    const html = render(
      <Field meta={meta([messageWithValues("fieldTooLong", { max: 60 })])} label="Name">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain("«auth:fieldTooLong 60»");
  });
});

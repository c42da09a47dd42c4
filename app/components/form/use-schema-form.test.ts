import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema } from "#app/components/account/change-password-schema.ts";
import { forgotSchema } from "#app/components/account/forgot-schema.ts";
import { loginSchema } from "#app/components/account/login-schema.ts";
import { profileSchema } from "#app/components/account/profile-schema.ts";
import { registerSchema } from "#app/components/account/register-schema.ts";
import { resetSchema } from "#app/components/account/reset-schema.ts";
import { reservationCheckSchema } from "#app/components/bookings/reservation-check-schema.ts";
import { reservationSchema } from "#app/components/reservation/reservation-schema.ts";
import { schemaFormOptions } from "./use-schema-form.ts";

const schema = z.object({
  email: z.string({ message: "emailRequired" }).regex(/@/, "emailInvalid"),
  note: z.string().max(5, "tooLong").optional(),
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("schemaFormOptions: the one schema in the browser", () => {
  it("validates a field when it is left, then on every keystroke", () => {
    const options = schemaFormOptions(schema, { id: "f" });
    expect(options.shouldValidate).toBe("onBlur");
    expect(options.shouldRevalidate).toBe("onInput");
    expect(options.id).toBe("f");
  });

  it("gives the browser the schema's constraints", () => {
    const { constraint } = schemaFormOptions(schema, { id: "f" });
    expect(constraint.email).toMatchObject({ required: true });
    expect(constraint.note).toMatchObject({ required: false });
  });

  it("describes a schema that transforms its input by its input side", () => {
    const read = z
      .object({ name: z.string(), phone: z.string().optional() })
      .transform((v) => ({ ...v, joined: `${v.name}${v.phone ?? ""}` }));
    expect(schemaFormOptions(read, { id: "f" }).constraint).toEqual({
      name: { required: true },
      phone: { required: false },
    });
    for (const schema of [
      registerSchema,
      profileSchema,
      loginSchema,
      forgotSchema,
      resetSchema,
      changePasswordSchema,
      reservationCheckSchema,
      reservationSchema({ payment: { payAtVilla: true, maxRooms: 1, loggedIn: false }, blocked: false }),
    ]) {
      expect(() => schemaFormOptions(schema, { id: "f" })).not.toThrow();
    }
  });

  it("onValidate answers what the action's parseWithZod answers: the same message keys", () => {
    const { onValidate } = schemaFormOptions(schema, { id: "f" });
    const cases: Record<string, string>[] = [
      {},
      { email: "nope" },
      { email: "a@b", note: "too long" },
      { email: "a@b" },
    ];
    for (const entries of cases) {
      const client = onValidate({ formData: form(entries) }).reply();
      const server = parseWithZod(form(entries), { schema }).reply();
      expect(client).toEqual(server);
    }
    expect(onValidate({ formData: form({}) }).reply().error).toEqual({ email: ["emailRequired"] });
    expect(onValidate({ formData: form({ email: "a@b", note: "too long" }) }).reply().error).toEqual({
      note: ["tooLong"],
    });
    expect(onValidate({ formData: form({ email: "a@b" }) }).status).toBe("success");
  });

  it("keeps the server's reply for the first render (JavaScript off, or a refusal by /v1)", () => {
    const lastResult = { status: "error" as const, error: { "": ["Account has been registered"] } };
    expect(schemaFormOptions(schema, { id: "f", lastResult }).lastResult).toBe(lastResult);
  });
});

import { describe, expect, it } from "vitest";
import {
  EMAIL_PATTERN,
  newPasswordProblems,
  profileProblems,
  readProfileInput,
  readRegisterInput,
  registerProblems,
  splitPhone,
} from "./account.ts";

const keys = (body: Record<string, unknown>) =>
  registerProblems(readRegisterInput(body)).map((p) => `${p.field}:${p.key}`);
const valid = {
  name: "Budi",
  email: "budi@example.com",
  phone: "81234567890",
  password: "secret",
  repeatPassword: "secret",
};

describe("register rules", () => {
  it("check in the seed's order: name, email, phone, password, password min, phone min, confirmation", () => {
    expect(keys({})).toEqual([
      "name:nameRequired",
      "email:emailRequired",
      "phone:phoneRequired",
      "password:passwordRequired",
    ]);
    expect(keys({ name: "B", email: "b@x.com", phone: "123", password: "abc", repeatPassword: "abd" })).toEqual([
      "password:passwordMin",
      "phone:phoneMin",
      "repeatPassword:passwordConfirmation",
    ]);
  });

  it("then the input patterns: email and numeric phone", () => {
    expect(keys({ ...valid, email: "b@x", phone: "08123abc9999" })).toEqual([
      "email:emailInvalid",
      "phone:phoneNumeric",
    ]);
  });

  it("passes valid input, trimming the name and lower-casing the email", () => {
    expect(keys(valid)).toEqual([]);
    const input = readRegisterInput({ ...valid, name: "  Budi  ", email: " Budi@Example.COM " });
    expect(input).toMatchObject({ name: "Budi", email: "budi@example.com", code: "+62" });
  });

  it("checks the confirmation only when one is sent (the seed's payload has none)", () => {
    expect(keys({ ...valid, repeatPassword: undefined })).toEqual([]);
    expect(keys({ ...valid, repeatPassword: "" })).toEqual(["repeatPassword:passwordConfirmation"]);
    expect(keys({ ...valid, repeatPassword: undefined, konfirpass: "nope" })).toEqual([
      "repeatPassword:passwordConfirmation",
    ]);
  });

  it("caps lengths", () => {
    expect(keys({ ...valid, name: "x".repeat(101) })).toEqual(["name:fieldTooLong"]);
    expect(keys({ ...valid, password: "x".repeat(201), repeatPassword: "x".repeat(201) })).toEqual([
      "password:fieldTooLong",
    ]);
  });
});

describe("the email pattern", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.com", "x_y%z-1@sub.domain.id"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(["A@b.co", "a@b", "a@b.comm", "a b@c.com", "@b.com", "a@b.c"])("refuses %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("splitPhone", () => {
  it("reads the seeds' joined code-number form, a separate code, and defaults to +62", () => {
    expect(splitPhone("+62-81234567890", "")).toEqual({ code: "+62", phone: "81234567890" });
    expect(splitPhone("91234567", "+65")).toEqual({ code: "+65", phone: "91234567" });
    expect(splitPhone("0812 3456 7890", "65")).toEqual({ code: "+65", phone: "081234567890" });
    // Issue 10: "08…" with +62 is the national form of the same number.
    expect(splitPhone("081234567890", undefined)).toEqual({ code: "+62", phone: "81234567890" });
    expect(splitPhone("+62-081234567890", "")).toEqual({ code: "+62", phone: "81234567890" });
    expect(splitPhone("+62 812-3456-7890", "+62")).toEqual({ code: "+62", phone: "81234567890" });
  });
});

describe("new password and profile rules", () => {
  it("name the mismatch with the caller's key", () => {
    expect(newPasswordProblems("secret", "secreT", "notwrong")).toEqual([{ field: "repeatPassword", key: "notwrong" }]);
    expect(newPasswordProblems("abc", "abc", "notwrong")).toEqual([{ field: "password", key: "passwordMin" }]);
    expect(newPasswordProblems("", undefined, "x")).toEqual([{ field: "password", key: "passwordRequired" }]);
  });

  it("profile: name and phone required, phone numeric, code default +62", () => {
    expect(profileProblems(readProfileInput({})).map((p) => p.key)).toEqual(["nameRequired", "phoneRequired"]);
    expect(profileProblems(readProfileInput({ name: "A", phone: "12ab" })).map((p) => p.key)).toEqual(["phoneNumeric"]);
    expect(readProfileInput({ name: "A", phone: "812", IdNumber: " 123 " })).toMatchObject({
      code: "+62",
      idNumber: "123",
      address: undefined,
    });
  });
});

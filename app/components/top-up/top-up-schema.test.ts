import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import en from "#core/locales/en/topup.json" with { type: "json" };
import id from "#core/locales/id/topup.json" with { type: "json" };
import { operatorLookupSchema, plnCheckSchema, purchaseSchema } from "./top-up-schema.ts";

const parse = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) =>
  parseWithZod(new URLSearchParams(entries), { schema }).reply().error;

describe("the store's forms (seed 002 section 5)", () => {
  it("a purchase asks for a product and each kind's destination, empty then too short", () => {
    const cases: [string, string, string | undefined][] = [
      ["credits", "", "phoneInvalid"],
      ["credits", "08123456", "phoneInvalid"],
      ["credits", "0813", "phoneInvalid"],
      ["pln_token", "123", "plnInvalid"],
      ["data_packages", "+62 812 3456 7890", undefined],
      ["pln_token", "", "plnRequired"],
      ["pln_token", "1234", "plnInvalid"],
      ["pln_token", "12345", undefined],
      ["movie_tickets", "", "ticketRequired"],
      ["movie_tickets", "0812", "ticketInvalid"],
      ["ewallets", "", "ewalletRequired"],
      ["ewallets", "08123456", "ewalletInvalid"],
      ["emoneys", "", "emoneyRequired"],
      ["emoneys", "1234", "emoneyInvalid"],
      ["voucher_games", "", "gameIdRequired"],
      ["voucher_games", "123", "gameIdInvalid"],
      ["voucher_games", "12345678(1234)", undefined],
    ];
    for (const [type, destination, message] of cases) {
      const error = parse(purchaseSchema, { type, product_id: "7", destination });
      expect(error?.destination, `${type} ${destination}`).toEqual(message ? [message] : undefined);
    }
  });

  it("a product must be chosen; an unknown kind is refused", () => {
    expect(parse(purchaseSchema, { type: "credits", destination: "081234567890" })).toEqual({
      product_id: ["productRequired"],
    });
    expect(parse(purchaseSchema, { type: "credits", product_id: "x", destination: "081234567890" })).toEqual({
      product_id: ["productRequired"],
    });
    expect(parse(purchaseSchema, { type: "lottery", product_id: "7", destination: "081234567890" })).toHaveProperty(
      "type",
    );
    const ok = parseWithZod(new URLSearchParams({ type: "pln_token", product_id: "12", destination: "32123456789" }), {
      schema: purchaseSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      type: "pln_token",
      product_id: 12,
      destination: "32123456789",
    });
  });

  it("the lookup checks the number; the PLN check needs more than 10 characters", () => {
    expect(parse(operatorLookupSchema, { destination: "0812" })).toEqual({ destination: ["phoneInvalid"] });
    expect(parse(operatorLookupSchema, { destination: "081234567890", operator: "XL" })).toBeUndefined();
    expect(parse(plnCheckSchema, {})).toEqual({ destination: ["plnRequired"] });
    expect(parse(plnCheckSchema, { destination: "1234567890" })).toEqual({ destination: ["plnInvalid"] });
    expect(parse(plnCheckSchema, { destination: "32123456789" })).toBeUndefined();
  });

  it("every message key has the seed's words in both languages", () => {
    const keys = [
      "phoneInvalid",
      "plnRequired",
      "plnInvalid",
      "ticketRequired",
      "ticketInvalid",
      "ewalletRequired",
      "ewalletInvalid",
      "emoneyRequired",
      "emoneyInvalid",
      "gameIdRequired",
      "gameIdInvalid",
      "productRequired",
    ] as const;
    for (const key of keys) expect([key, typeof id[key], typeof en[key]]).toEqual([key, "string", "string"]);
    expect([id.phoneInvalid, en.phoneInvalid, id.plnInvalid, en.emoneyRequired, en.gameIdInvalid]).toEqual([
      "Nomor telepon tidak valid",
      "Phone number is invalid",
      "Nomor PLN tidak valid",
      "insert card no first",
      "game id is invalid",
    ]);
  });
});

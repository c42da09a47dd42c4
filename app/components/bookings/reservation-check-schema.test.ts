import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reservationCheckSchema } from "./reservation-check-schema.ts";

const parse = (entries: Record<string, string>) =>
  parseWithZod(new URLSearchParams(entries), { schema: reservationCheckSchema });

describe("reservation check schema", () => {
  it("asks for both, in the bookings catalogue's words", () => {
    expect(parse({}).reply().error).toEqual({ order_id: ["check.orderIdRequired"], email: ["check.emailRequired"] });
    expect(parse({ order_id: "  ", email: " " }).reply().error).toEqual({
      order_id: ["check.orderIdRequired"],
      email: ["check.emailRequired"],
    });
  });
  it("takes the seed's email pattern, compared lowercased and trimmed", () => {
    expect(parse({ order_id: "INV-1", email: "budi@bad" }).reply().error).toEqual({ email: ["check.emailInvalid"] });
    const ok = parse({ order_id: " INV-1 ", email: " Budi@Example.COM " });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({ order_id: "INV-1", email: "budi@example.com" });
  });
  it("reads the order id in capitals: the check is not case-sensitive (issue 10)", () => {
    const ok = parse({ order_id: " inap-20261125-26fuc8 ", email: "budi@example.com" });
    expect(ok.status === "success" && ok.value.order_id).toBe("INAP-20261125-26FUC8");
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkoutSchema } from "./checkout-schema.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const good = {
  guestName: "Rina",
  areaCode: "+62",
  guestNoTelp: "81298765432",
  guestEmail: "rina@example.com",
  specialRequest: "",
  payment: "Transfer",
};

describe("checkoutSchema", () => {
  it("accepts a complete form", () => {
    const result = parseWithZod(form(good), { schema: checkoutSchema({ roomAvailable: true }) });
    expect(result.status).toBe("success");
  });

  it("names each problem by its catalogue key", () => {
    const result = parseWithZod(
      form({
        ...good,
        guestName: " ",
        guestNoTelp: "0812",
        guestEmail: "nope",
        specialRequest: "x".repeat(671),
        payment: "Cash",
      }),
      {
        schema: checkoutSchema({ roomAvailable: false }),
      },
    );
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.guestName).toEqual(["nameRequired"]);
    expect(errors.guestNoTelp).toEqual(["zeroFirst"]);
    expect(errors.guestEmail).toEqual(["emailInvalid"]);
    expect(errors.specialRequest).toEqual(["specialRequestTooLong"]);
    expect(errors.payment).toEqual(["paymentOptionInvalid"]);
    expect(errors.room).toEqual(["roomRequired"]);
  });

  it("allows 670 characters of special request, not 671", () => {
    const ok = parseWithZod(form({ ...good, specialRequest: "x".repeat(670) }), {
      schema: checkoutSchema({ roomAvailable: true }),
    });
    expect(ok.status).toBe("success");
  });
});

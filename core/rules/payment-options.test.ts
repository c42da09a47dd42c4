import { describe, expect, it } from "vitest";
import { effectiveOption, PAYMENT_METHODS, paymentOptionRefusal, paymentOptionVisibility } from "./payment-options.ts";

describe("payment option rules (seed 001 section 4)", () => {
  it("pay at property only with payAtVilla and one room a night; DP only with more", () => {
    expect(paymentOptionVisibility({ payAtVilla: true, maxRooms: 1, loggedIn: false })).toEqual({
      payAtProperty: true,
      dp: false,
      kredivo: false,
    });
    expect(paymentOptionVisibility({ payAtVilla: true, maxRooms: 2, loggedIn: true })).toEqual({
      payAtProperty: false,
      dp: true,
      kredivo: true,
    });
    expect(paymentOptionVisibility({ payAtVilla: false, maxRooms: 1, loggedIn: true }).payAtProperty).toBe(false);
  });
  it("an option that is not allowed falls back to full payment", () => {
    const guest = paymentOptionVisibility({ payAtVilla: false, maxRooms: 1, loggedIn: false });
    expect(effectiveOption(3, guest)).toBe(0);
    expect(effectiveOption(2, guest)).toBe(0);
    expect(effectiveOption(1, guest)).toBe(0);
  });
  it("says why an option is refused, in the API's message keys", () => {
    const stay = { payAtVilla: true, maxRooms: 1, loggedIn: true };
    expect(paymentOptionRefusal(0, { ...stay, payAtVilla: false, loggedIn: false })).toBeNull();
    expect(paymentOptionRefusal(1, stay)).toBeNull();
    expect(paymentOptionRefusal(1, { ...stay, payAtVilla: false })).toBe("payAtPropertyNotAllowed");
    expect(paymentOptionRefusal(1, { ...stay, maxRooms: 2 })).toBe("payAtPropertySingleRoom");
    expect(paymentOptionRefusal(2, stay)).toBe("dpMultiRoomOnly");
    expect(paymentOptionRefusal(2, { ...stay, maxRooms: 3 })).toBeNull();
    expect(paymentOptionRefusal(3, { ...stay, loggedIn: false })).toBe("kredivoLogin");
  });
  it("stores the seed's payment method per option", () => {
    expect(PAYMENT_METHODS).toEqual({ 0: "transfer", 1: "pay_at_property", 2: "transfer_dp", 3: "kredivo:3_months" });
  });
});

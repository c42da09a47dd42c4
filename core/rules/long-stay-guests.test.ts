import { describe, expect, it } from "vitest";
import { checkLongStayGuests } from "./long-stay-guests.ts";

describe("checkLongStayGuests (seed 002 section 5: minimum 1, maximum the capacity)", () => {
  it("0 or fewer guests is corrected to 1 with 'guestsMin'", () => {
    expect(checkLongStayGuests(0, 4)).toEqual({ guest: 1, problem: "guestsMin" });
    expect(checkLongStayGuests(-3, 4)).toEqual({ guest: 1, problem: "guestsMin" });
  });
  it("above the capacity is the capacity with 'guestsMax'", () => {
    expect(checkLongStayGuests(9, 4)).toEqual({ guest: 4, problem: "guestsMax" });
  });
  it("1 to the capacity is fine", () => {
    expect(checkLongStayGuests(1, 4)).toEqual({ guest: 1, problem: null });
    expect(checkLongStayGuests(4, 4)).toEqual({ guest: 4, problem: null });
  });
});

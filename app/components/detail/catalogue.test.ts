import { describe, expect, it } from "vitest";
import enDetail from "../../locales/en/detail.json" with { type: "json" };
import idDetail from "../../locales/id/detail.json" with { type: "json" };
import enReservation from "../../locales/en/reservation.json" with { type: "json" };
import idReservation from "../../locales/id/reservation.json" with { type: "json" };

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe("detail and reservation catalogues", () => {
  it("have the same keys in id and en", () => {
    expect(keys(idDetail)).toEqual(keys(enDetail));
    expect(keys(idReservation)).toEqual(keys(enReservation));
  });
});

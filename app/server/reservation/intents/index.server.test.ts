import { describe, expect, it } from "vitest";
import { INTENTS } from "#app/components/reservation/reservation-schema.ts";
import { INTENT_HANDLERS, intentHandler } from "./index.server.ts";

describe("reservation intents", () => {
  it("has one handler per intent", () => {
    expect(Object.keys(INTENT_HANDLERS).sort()).toEqual([...INTENTS].sort());
    for (const intent of INTENTS) expect(intentHandler(intent)).toBe(INTENT_HANDLERS[intent]);
  });
  it("refuses anything else with 400", () => {
    for (const value of [null, "", "delete", "toString", "__proto__"]) {
      let thrown: unknown;
      try {
        intentHandler(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ init: { status: 400 } });
    }
  });
});

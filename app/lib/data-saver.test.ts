import { describe, expect, it } from "vitest";
import { dataSaverChoice, dataSaverCookie, isDataSaverOn } from "./data-saver.ts";

const headers = (values: Record<string, string>) => new Headers(values);

describe("data saver", () => {
  it("is on with Save-Data: on, off without it", () => {
    expect(isDataSaverOn(headers({ "Save-Data": "on" }))).toBe(true);
    expect(isDataSaverOn(headers({ "Save-Data": "On " }))).toBe(true);
    expect(isDataSaverOn(headers({ "Save-Data": "off" }))).toBe(false);
    expect(isDataSaverOn(headers({}))).toBe(false);
  });

  it("follows the switch's cookie over the header, both ways", () => {
    expect(isDataSaverOn(headers({ Cookie: "a=b; data_saver=1" }))).toBe(true);
    expect(isDataSaverOn(headers({ Cookie: "data_saver=0", "Save-Data": "on" }))).toBe(false);
    expect(isDataSaverOn(headers({ Cookie: "data_saver=1", "Save-Data": "off" }))).toBe(true);
    // A value the switch never writes is no choice: the header decides.
    expect(dataSaverChoice("data_saver=yes")).toBeNull();
    expect(isDataSaverOn(headers({ Cookie: "data_saver=yes", "Save-Data": "on" }))).toBe(true);
    expect(dataSaverChoice("xdata_saver=1")).toBeNull();
  });

  it("writes a year-long, site-wide, Lax cookie", () => {
    expect(dataSaverCookie(true, { secure: false })).toBe("data_saver=1; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(dataSaverCookie(false, { secure: true })).toMatch(/^data_saver=0; .*; Secure$/);
  });
});

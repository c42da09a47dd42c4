import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBadUrlText, pageRequestGuard } from "./page-request-guard.server.ts";

describe("hasBadUrlText", () => {
  it("finds a NUL and bytes that are not UTF-8, in the path or the query", () => {
    expect(hasBadUrlText("/hotelall?propertyName=%00")).toBe(true);
    expect(hasBadUrlText("/top-up/result?order_id=a%ED%A0%80")).toBe(true);
    expect(hasBadUrlText("/villas/%C0%80")).toBe(true);
    expect(hasBadUrlText("/x?a=%FF")).toBe(true);
  });

  it("leaves readable text alone, stray '%' included", () => {
    expect(hasBadUrlText("/villas?city=Badung&checkin=12-01-2026")).toBe(false);
    expect(hasBadUrlText("/x?q=%F0%9F%98%80&name=Caf%C3%A9")).toBe(false);
    expect(hasBadUrlText("/review?order_id=%ZZ&x=%")).toBe(false);
    expect(hasBadUrlText("/x?q=Bali Ubud")).toBe(false);
  });
});

describe("pageRequestGuard", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const guard = pageRequestGuard();
    server = createServer((req, res) => guard(req, res, () => res.end("page")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const form = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };

  it("answers 400 to a NUL or broken UTF-8, in both languages", async () => {
    const answer = await fetch(`${base}/hotelall?propertyName=%00`);
    expect(answer.status).toBe(400);
    const body = await answer.text();
    expect(body).toContain("Alamat tidak valid");
    expect(body).toContain("cannot read");
    expect((await fetch(`${base}/top-up/result?order_id=%ED%A0%80`)).status).toBe(400);
    expect(await (await fetch(`${base}/villas?city=Badung`)).text()).toBe("page");
  });

  it("answers 415 to a post whose body is JSON or text, and lets forms through", async () => {
    const json = await fetch(`${base}/reservation-check`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const text = await fetch(`${base}/resources/auth`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" },
      body: "x",
    });
    expect(text.status).toBe(415);
    expect((await fetch(`${base}/resources/auth`, { method: "POST", headers: form, body: "a=1" })).status).toBe(200);
    const multipart = new FormData();
    multipart.set("a", "1");
    expect(
      (await fetch(`${base}/review`, { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" }, body: multipart }))
        .status,
    ).toBe(200);
  });

  it("answers 403 to a cross-site post, resource routes included", async () => {
    const crossSite = await fetch(`${base}/resources/locale`, {
      method: "POST",
      headers: { ...form, "Sec-Fetch-Site": "cross-site" },
      body: "lng=en",
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await fetch(`${base}/resources/locale`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "lng=en",
    });
    expect(otherOrigin.status).toBe(403);
  });
});

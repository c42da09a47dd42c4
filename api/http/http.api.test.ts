import { describe, expect, it } from "vitest";
import { TEST_APP_KEY, useTestApi } from "../test/harness.ts";

describe("the /v1 request handling", () => {
  const suite = useTestApi("pglite");

  it("answers an unknown path with 404 in the error shape, in the caller's language", async () => {
    const id = await suite.api.get("/no-such-thing");
    expect(id.status).toBe(404);
    expect(id.body).toEqual({ status: "error", message: "Data tidak ditemukan" });
    const en = await suite.api.get("/no-such-thing?lang=en");
    expect(en.body.message).toBe("Data not found");
  });

  it("gives every answer a request id, keeping a well-formed one from the caller", async () => {
    const fresh = await fetch(`${suite.api.url}/list-cities`, { headers: { "app-key": TEST_APP_KEY } });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${suite.api.url}/list-cities`, {
      headers: { "app-key": TEST_APP_KEY, "x-request-id": "edge-42" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-42");
    const refused = await fetch(`${suite.api.url}/list-cities`, {
      headers: { "app-key": TEST_APP_KEY, "x-request-id": "bad id <script>" },
    });
    expect(refused.headers.get("x-request-id")).not.toBe("bad id <script>");
  });

  it("marks site content as shareable for a minute, and never an error", async () => {
    const content = await fetch(`${suite.api.url}/voucher-home`, { headers: { "app-key": TEST_APP_KEY } });
    expect(content.headers.get("cache-control")).toBe("public, max-age=60");
    const failed = await fetch(`${suite.api.url}/give-away/limit/lots`, { headers: { "app-key": TEST_APP_KEY } });
    expect(failed.status).toBe(422);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    const search = await fetch(`${suite.api.url}/hotels?guest=1`, { headers: { "app-key": TEST_APP_KEY } });
    expect(search.headers.get("cache-control")).toBe("no-store");
  });

  it("checks the app key before anything else", async () => {
    const response = await fetch(`${suite.api.url}/no-such-thing`);
    expect(response.status).toBe(401);
  });

  it("marks every answer, an error too, as data that is never sniffed or framed", async () => {
    for (const response of [
      await fetch(`${suite.api.url}/list-cities`, { headers: { "app-key": TEST_APP_KEY } }),
      await fetch(`${suite.api.url}/no-such-thing`),
    ]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const response = await fetch(`${suite.api.url}/hotels`, {
      method: "POST",
      headers: { "app-key": TEST_APP_KEY, "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "error" });
  });

  it("reads the language from a form-encoded body as the seeds' client sends it", async () => {
    const response = await fetch(`${suite.api.url}/nothing-here`, {
      method: "POST",
      headers: { "app-key": TEST_APP_KEY, "content-type": "application/x-www-form-urlencoded" },
      body: "lang=en&x=1",
    });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("Data not found");
  });
});

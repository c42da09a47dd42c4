import { describe, expect, it, vi } from "vitest";
import { stubV1Fetch } from "#app/test/stub-v1-fetch.ts";
import { checkVoucher } from "#app/server/reservation/reservation.server.ts";
import { installV1Transport, type V1Transport } from "#core/v1-transport.ts";
import {
  api,
  apiCall,
  ApiRequestError,
  CLIENT_IP_HEADER,
  isUnavailableResponse,
  pathOf,
  REQUEST_ID_HEADER,
  serverCall,
} from "./api.server.ts";

const fetchMock = stubV1Fetch();
const visitor = (ip: string) =>
  new Request("http://localhost/reservation-form", { headers: { [CLIENT_IP_HEADER]: ip } });
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url: new URL(String(url)), init: init!, headers: init!.headers as Record<string, string> };
};

describe("the /v1 client", () => {
  it("sends the visitor's address on the voucher check, so each visitor has their own rate-limit bucket", async () => {
    fetchMock.mockResolvedValue(json({ status: "success", data: { value: 10, nominal: 0, code: "HEMAT10" } }));
    const result = await checkVoucher("HEMAT 10", 7, apiCall(visitor("203.0.113.9"), { lang: "id" }));
    expect(result).toEqual({ ok: true, code: "HEMAT10", percent: 10, amount: 0 });
    const { url, headers } = sent();
    expect(url.pathname).toBe("/v1/voucher/HEMAT%2010/7");
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(headers["app-key"]).toBe("test-key");
    // /v1 is on the same host: no gzip there and gunzip here.
    expect(headers["accept-encoding"]).toBe("identity");
  });

  it("forwards the page request's id, so /v1's log lines of the call carry it too", async () => {
    fetchMock.mockResolvedValue(json({ status: "success", data: { value: 10, nominal: 0, code: "HEMAT10" } }));
    const page = new Request("http://localhost/reservation-form", {
      headers: { [CLIENT_IP_HEADER]: "203.0.113.9", [REQUEST_ID_HEADER]: "0b5e-page" },
    });
    await checkVoucher("HEMAT10", 7, apiCall(page, { lang: "id" }));
    expect(sent().headers[REQUEST_ID_HEADER]).toBe("0b5e-page");
    fetchMock.mockResolvedValue(json({ status: "success", data: { value: 10, nominal: 0, code: "HEMAT10" } }));
    await checkVoucher("HEMAT10", 7, serverCall({ lang: "id" }));
    expect(sent(1).headers[REQUEST_ID_HEADER]).toBeUndefined();
  });

  it("fills the path, drops empty query values, and sends the token and the language", async () => {
    fetchMock.mockResolvedValue(json({ status: "success", data: { hotel: {}, stay: {}, corrected: false } }));
    await api.hotelDetail(
      { params: { villa: 12 }, query: { guest: 2, arrival: "2026-11-25", departure: "", duration: undefined } },
      apiCall(visitor("198.51.100.4"), { lang: "en", token: "tok" }),
    );
    const { url, init, headers } = sent();
    expect(url.pathname).toBe("/v1/hotels/12");
    expect([...url.searchParams]).toEqual([
      ["guest", "2"],
      ["arrival", "2026-11-25"],
    ]);
    expect(init.method).toBe("GET");
    expect(headers).toMatchObject({
      authorization: "Bearer tok",
      "accept-language": "en",
      "x-forwarded-for": "198.51.100.4",
    });
  });

  it("forwards the browser's demo mailbox id (resolved by server.ts), so the mail it causes is shown to it", async () => {
    fetchMock.mockImplementation(async () => json({ status: "success", message: "ok", data: null }));
    const request = new Request("http://localhost/", {
      headers: { [CLIENT_IP_HEADER]: "192.0.2.7", "x-inap-mailbox": "m".repeat(24) },
    });
    await api.forgotPassword({ body: { email: "a@b.co" } }, apiCall(request, { lang: "id" }));
    expect(sent().headers["x-inap-mailbox"]).toBe("m".repeat(24));
    await api.forgotPassword({ body: { email: "a@b.co" } }, serverCall({ lang: "id" }));
    expect(sent(1).headers["x-inap-mailbox"]).toBeUndefined();
  });

  it("turns /v1's 503 'unavailable' (the database is down) into a 503 error response for the root boundary; another 503 stays an ApiRequestError", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: "error", message: "down", code: "unavailable" }, { status: 503, headers: { "retry-after": "5" } }),
    );
    const down = await api.cities(serverCall({ lang: "id" })).catch((e: unknown) => e);
    expect(isUnavailableResponse(down)).toBe(true);
    expect((down as { init: ResponseInit }).init.status).toBe(503);
    fetchMock.mockResolvedValueOnce(
      json(
        { status: "error", message: "Google sign-in is not configured", code: "google_not_configured" },
        { status: 503 },
      ),
    );
    const other = await api.cities(serverCall({ lang: "id" })).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(ApiRequestError);
  });

  it("posts the body as JSON", async () => {
    fetchMock.mockResolvedValue(json({ status: "success", message: "ok", data: null }));
    await api.forgotPassword({ body: { email: "a@b.co" } }, apiCall(visitor("192.0.2.1"), { lang: "id" }));
    const { init, headers } = sent();
    expect(init.method).toBe("POST");
    expect(headers["content-type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.co" });
  });

  it("reuses an anonymous public answer for its max-age, never a signed-in one", async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: "success", data: [] }, { headers: { "cache-control": "public, max-age=60" } }),
    );
    await api.promoBanner(serverCall({ lang: "id" }));
    await api.promoBanner(apiCall(visitor("192.0.2.2"), { lang: "id" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.promoBanner(apiCall(visitor("192.0.2.2"), { lang: "id", token: "tok" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("throws ApiRequestError with the status and the error body", async () => {
    fetchMock.mockResolvedValue(
      json({ status: "error", message: "Data tidak valid", errors: { guest: ["x"] } }, { status: 422 }),
    );
    const failure = await api
      .hotelSearch({ query: { guest: 0, arrival: "2026-11-25", departure: "2026-11-26" } }, serverCall({ lang: "id" }))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 422, message: "Data tidak valid", body: { errors: { guest: ["x"] } } });
  });

  it("hands the call to the in-process transport when server.ts installed one (API_BASE_URL unset), with what it would send over HTTP", async () => {
    const transport = vi.fn<V1Transport>(async () => ({
      status: 200,
      statusText: "OK",
      header: (name) => (name === "cache-control" ? "public, max-age=60" : null),
      text: JSON.stringify({ status: "success", data: [{ id: 1, value: 10, images: "b.webp", title: "x" }] }),
    }));
    installV1Transport(transport);
    try {
      const request = new Request("http://localhost/", {
        headers: { [CLIENT_IP_HEADER]: "203.0.113.5", "x-inap-mailbox": "m".repeat(24) },
      });
      const answer = await api.hotelDetail(
        { params: { villa: "a b" }, query: { guest: 2, arrival: "2026-11-25", departure: "" } },
        apiCall(request, { lang: "en", token: "tok" }),
      );
      expect(answer).toEqual({ status: "success", data: [{ id: 1, value: 10, images: "b.webp", title: "x" }] });
      expect(fetchMock).not.toHaveBeenCalled();
      const sentInProcess = transport.mock.calls[0]![0];
      expect(sentInProcess).toMatchObject({
        method: "GET",
        target: "/hotels/a%20b?guest=2&arrival=2026-11-25",
        body: undefined,
      });
      expect(sentInProcess.headers).toEqual({
        "app-key": "test-key",
        "accept-language": "en",
        accept: "application/json",
        "accept-encoding": "identity",
        authorization: "Bearer tok",
        "x-forwarded-for": "203.0.113.5",
        "x-inap-mailbox": "m".repeat(24),
      });
      // The public-answer cache works the same way on both transports.
      await api.promoBanner(serverCall({ lang: "en" }));
      await api.promoBanner(serverCall({ lang: "en" }));
      expect(transport).toHaveBeenCalledTimes(2);
      // An error status is an ApiRequestError, as over HTTP.
      transport.mockResolvedValueOnce({
        status: 422,
        statusText: "Unprocessable Entity",
        header: () => null,
        text: JSON.stringify({ status: "error", message: "Data tidak valid" }),
      });
      await expect(api.cities(serverCall({ lang: "id" }))).rejects.toMatchObject({
        status: 422,
        message: "Data tidak valid",
      });
    } finally {
      installV1Transport(undefined);
    }
  });

  it("refuses a path whose parameter is missing", () => {
    expect(pathOf("/hotels/:villa/nearby", { villa: 3 })).toBe("/hotels/3/nearby");
    expect(() => pathOf("/hotels/:villa", {})).toThrow("missing path parameter villa");
  });
});

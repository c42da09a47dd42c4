import { afterEach, describe, expect, it, vi } from "vitest";
import { parseVillasQuery } from "../../lib/search-params.ts";

vi.mock("../../lib/api.server.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), apiGet: vi.fn() }));
const { ApiRequestError, apiGet } = await import("../../lib/api.server.ts");
const { loadVillas } = await import("./villas-data.server.ts");

const today = "2026-11-21";
const query = (search: string) => parseVillasQuery(new URLSearchParams(search), today);
const answer = { status: "success", hotels: [], page: 1, totalPage: 0, total: 0 };

afterEach(() => vi.mocked(apiGet).mockReset());

describe("loadVillas", () => {
  it("searches /hotels for a dated stay, with YYYY-MM-DD dates and a 1-based page", async () => {
    vi.mocked(apiGet).mockResolvedValue(answer);
    await loadVillas(query("guest=2&arrival=11-25-2026&departure=11-28-2026&city=4&page=2"), "en");
    expect(apiGet).toHaveBeenCalledWith("/hotels", expect.objectContaining({ lang: "en", query: { guest: 2, arrival: "2026-11-25", departure: "2026-11-28", page: 3, city: 4 } }));
  });

  it("lists /hotels/all-villa without dates, with the filters", async () => {
    vi.mocked(apiGet).mockResolvedValue(answer);
    expect(await loadVillas(query("propertyName=Bulan&popular=true"), "id")).toEqual({ ok: true, hotels: [], totalPage: 0, total: 0 });
    expect(apiGet).toHaveBeenCalledWith("/hotels/all-villa", expect.objectContaining({ query: { page: 1, city: null, propertyName: "Bulan", popular: "true" } }));
  });

  it("turns a 422 into field messages for the form", async () => {
    vi.mocked(apiGet).mockRejectedValue(new ApiRequestError(422, "invalid", { message: "Data tidak valid", errors: { arrival: ["tanggal salah", "lagi"], guest: ["x"] } }));
    expect(await loadVillas(query(""), "id")).toEqual({ ok: false, kind: "invalid", message: "Data tidak valid", fieldErrors: { arrival: "tanggal salah", guest: "x" } });
  });

  it("keeps the server's message for other errors", async () => {
    vi.mocked(apiGet).mockRejectedValue(new ApiRequestError(500, "Internal", { message: "Terjadi Kesalahan" }));
    expect(await loadVillas(query(""), "id")).toEqual({ ok: false, kind: "server", status: 500, message: "Terjadi Kesalahan" });
  });

  it("reports no answer at all as a connection problem", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(apiGet).mockRejectedValue(new TypeError("fetch failed"));
    expect(await loadVillas(query(""), "id")).toEqual({ ok: false, kind: "network" });
  });

  it("lets a cancelled navigation's abort through", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.mocked(apiGet).mockRejectedValue(new DOMException("aborted", "AbortError"));
    await expect(loadVillas(query(""), "id", controller.signal)).rejects.toThrow("aborted");
  });
});

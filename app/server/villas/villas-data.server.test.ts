import { afterEach, describe, expect, it, vi } from "vitest";
import { parseVillasQuery } from "#app/lib/search-params.ts";

vi.mock("#app/lib/api.server.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/lib/api.server.ts")>();
  return { ...real, api: { ...real.api, hotelSearch: vi.fn(), allVillas: vi.fn() } };
});
const { ApiRequestError, api, serverCall } = await import("#app/lib/api.server.ts");
const { loadVillas } = await import("./villas-data.server.ts");

const today = "2026-11-21";
const query = (search: string) => parseVillasQuery(new URLSearchParams(search), today);
const answer = { status: "success", hotels: [], page: 1, totalPage: 0, total: 0 };

const call = (lang: "id" | "en", signal?: AbortSignal) => ({ ...serverCall({ lang }), signal });

afterEach(() => {
  vi.mocked(api.hotelSearch).mockReset();
  vi.mocked(api.allVillas).mockReset();
});

describe("loadVillas", () => {
  it("searches /hotels for a dated stay, with YYYY-MM-DD dates and a 1-based page", async () => {
    vi.mocked(api.hotelSearch).mockResolvedValue(answer as never);
    await loadVillas(query("guest=2&arrival=11-25-2026&departure=11-28-2026&city=4&page=2"), call("en"));
    expect(api.hotelSearch).toHaveBeenCalledWith(
      { query: { guest: 2, arrival: "2026-11-25", departure: "2026-11-28", page: 3, city: 4 } },
      expect.objectContaining({ lang: "en" }),
    );
  });

  it("lists /hotels/all-villa without dates, with the filters", async () => {
    vi.mocked(api.allVillas).mockResolvedValue(answer as never);
    expect(await loadVillas(query("propertyName=Bulan&popular=true"), call("id"))).toEqual({
      ok: true,
      hotels: [],
      totalPage: 0,
      total: 0,
    });
    expect(api.allVillas).toHaveBeenCalledWith(
      { query: { page: 1, city: null, propertyName: "Bulan", popular: "true" } },
      expect.objectContaining({ lang: "id" }),
    );
  });

  it("turns a 422 into field messages for the form", async () => {
    vi.mocked(api.allVillas).mockRejectedValue(
      new ApiRequestError(422, "invalid", {
        message: "Data tidak valid",
        errors: { arrival: ["tanggal salah", "lagi"], guest: ["x"] },
      }),
    );
    expect(await loadVillas(query(""), call("id"))).toEqual({
      ok: false,
      kind: "invalid",
      message: "Data tidak valid",
      fieldErrors: { arrival: "tanggal salah", guest: "x" },
    });
  });

  it("keeps the server's message for other errors", async () => {
    vi.mocked(api.allVillas).mockRejectedValue(new ApiRequestError(500, "Internal", { message: "Terjadi Kesalahan" }));
    expect(await loadVillas(query(""), call("id"))).toEqual({
      ok: false,
      kind: "server",
      status: 500,
      message: "Terjadi Kesalahan",
    });
  });

  it("reports no answer at all as a connection problem", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(api.allVillas).mockRejectedValue(new TypeError("fetch failed"));
    expect(await loadVillas(query(""), call("id"))).toEqual({ ok: false, kind: "network" });
  });

  it("lets a cancelled navigation's abort through", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.mocked(api.allVillas).mockRejectedValue(new DOMException("aborted", "AbortError"));
    await expect(loadVillas(query(""), call("id", controller.signal))).rejects.toThrow("aborted");
  });
});

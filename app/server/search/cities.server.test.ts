import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("#app/lib/api.server.ts", () => ({ api: { cities: vi.fn() }, serverCall: (options: object) => options }));
const { api } = await import("#app/lib/api.server.ts");
const { clearCityCache, distinctLabels, listCities, listCitiesOrEmpty } = await import("./cities.server.ts");

const answer = {
  status: "success",
  data: [
    { id: 2, nama_kota: "KOTA BANDUNG", nama_provinsi: "JAWA BARAT" },
    { id: 1, nama_kota: "KABUPATEN BADUNG", nama_provinsi: "BALI" },
    { id: 3, nama_kota: "KABUPATEN BANDUNG", nama_provinsi: "JAWA BARAT" },
  ],
};

afterEach(() => {
  clearCityCache();
  vi.mocked(api.cities).mockReset();
});

describe("listCities", () => {
  it("formats, tells twins apart, sorts, and caches for five minutes", async () => {
    vi.mocked(api.cities).mockResolvedValue(answer as never);
    const now = Date.now();
    expect(await listCities("id", now)).toEqual([
      { id: 1, label: "Badung", raw: "KABUPATEN BADUNG" },
      { id: 3, label: "Bandung (Kabupaten)", raw: "KABUPATEN BANDUNG" },
      { id: 2, label: "Bandung (Kota)", raw: "KOTA BANDUNG" },
    ]);
    await listCities("id", now + 60_000);
    expect(api.cities).toHaveBeenCalledTimes(1);
    await listCities("id", now + 6 * 60_000);
    expect(api.cities).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent callers", async () => {
    vi.mocked(api.cities).mockResolvedValue(answer as never);
    await Promise.all([listCities("id"), listCities("en"), listCities("id")]);
    expect(api.cities).toHaveBeenCalledTimes(1);
  });

  it("serves a stale list when /v1 fails, and nothing (silently) when there is none", async () => {
    vi.mocked(api.cities)
      .mockResolvedValueOnce(answer as never)
      .mockRejectedValue(new Error("down"));
    const now = Date.now();
    await listCities("id", now);
    expect(await listCities("id", now + 10 * 60_000)).toHaveLength(3);
    clearCityCache();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(listCities("id")).rejects.toThrow("down");
    expect(await listCitiesOrEmpty("id")).toEqual([]);
  });
});

describe("distinctLabels", () => {
  it("leaves unique names alone", () => {
    const cities = [{ id: 1, label: "Badung", raw: "KABUPATEN BADUNG" }];
    expect(distinctLabels(cities)).toEqual(cities);
  });
});

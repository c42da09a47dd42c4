import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./cities.server.ts", () => ({
  listCities: vi.fn(async () => [
    { id: 7, label: "Badung", raw: "KABUPATEN BADUNG" },
    { id: 9, label: "Yogyakarta", raw: "KOTA YOGYAKARTA" },
  ]),
  listCitiesOrEmpty: vi.fn(async () => [{ id: 7, label: "Badung", raw: "KABUPATEN BADUNG" }]),
}));

const { handleSearchSubmission, loadSearchBoxCities, translateSearchMessage } = await import("./search-form.server.ts");
const { listCities } = await import("./cities.server.ts");
const { searchBoxSchema, searchIssues } = await import("./search-schema.ts");

const today = "2026-11-21";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/?index", { method: "POST", body: new URLSearchParams(fields) });
}

const valid = { destination: "", city: "", propertyId: "", arrival: "2026-11-25", departure: "2026-11-28", guest: "2" };

async function refused(fields: Record<string, string>, lang: "id" | "en") {
  const result = await handleSearchSubmission(post({ ...valid, ...fields }), lang, today);
  if (result instanceof Response)
    throw new Error(`expected a refusal, got a redirect to ${result.headers.get("location")}`);
  return result;
}

async function location(fields: Record<string, string>) {
  const result = await handleSearchSubmission(post({ ...valid, ...fields }), "id", today);
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result.errors)}`);
  expect(result.status).toBe(302);
  return result.headers.get("location");
}

beforeEach(() => vi.mocked(listCities).mockClear());

describe("searchBoxSchema", () => {
  it("parses a valid search", () => {
    const parsed = searchBoxSchema(today).safeParse(valid);
    expect(parsed.success && parsed.data).toMatchObject({ ok: true, nights: 3, guest: 2, arrival: "2026-11-25" });
  });

  it("puts each message key on its field", () => {
    const parsed = searchBoxSchema(today).safeParse({ ...valid, arrival: "", departure: "", guest: "9" });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(searchIssues(parsed.error)).toEqual({ arrival: "search:alertDate", guest: "search:alertGuest" });
  });

  it("treats missing fields and files as empty", () => {
    const parsed = searchBoxSchema(today).safeParse({ guest: new Blob(["2"]) });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(searchIssues(parsed.error)).toEqual({ arrival: "search:alertDate", guest: "search:alertGuest" });
  });
});

describe("handleSearchSubmission: messages in the user's language", () => {
  const noDates = {
    id: "Silakan pilih tanggal check in dan check out",
    en: "Please choose your check-in and check-out dates",
  };
  const noGuests = { id: "Silakan pilih jumlah tamu", en: "Please choose the number of guests" };
  const checkOutNotAfterCheckIn = {
    id: "error, check out harus setelah check in",
    en: "error, check out must greater than check in",
  };
  const cases: { name: string; fields: Record<string, string>; field: string; id: string; en: string }[] = [
    { name: "no dates", fields: { arrival: "", departure: "" }, field: "arrival", ...noDates },
    { name: "no check-out", fields: { departure: "" }, field: "departure", ...noDates },
    { name: "no guest", fields: { guest: "" }, field: "guest", ...noGuests },
    { name: "too many guests", fields: { guest: "6" }, field: "guest", ...noGuests },
    {
      name: "past check-in",
      fields: { arrival: "2026-11-20" },
      field: "arrival",
      id: "error, check in harus sama dengan atau setelah hari ini",
      en: "error, check in must equal or greater than today",
    },
    {
      name: "check-out without check-in",
      fields: { arrival: "" },
      field: "departure",
      id: "tanggal mulai wajib diisi",
      en: "start date required",
    },
    {
      name: "check-out before check-in",
      fields: { departure: "2026-11-24" },
      field: "departure",
      ...checkOutNotAfterCheckIn,
    },
    {
      name: "check-out on check-in",
      fields: { departure: "2026-11-25" },
      field: "departure",
      ...checkOutNotAfterCheckIn,
    },
    {
      name: "91 nights",
      fields: { arrival: "2026-11-21", departure: "2027-02-20" },
      field: "departure",
      id: "Durasi maksimal 90 malam",
      en: "Maximum stay is 90 nights",
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.en}`, async () => {
      expect((await refused(c.fields, "id")).errors).toEqual({ [c.field]: c.id });
      expect((await refused(c.fields, "en")).errors).toEqual({ [c.field]: c.en });
    });
  }

  it("gives the values back, with a past check-in cleared", async () => {
    const result = await refused({ destination: "Bali", arrival: "2026-11-20" }, "en");
    expect(result.values).toEqual({ ...valid, destination: "Bali", arrival: "" });
  });

  it("translates every key it can produce", () => {
    for (const lang of ["id", "en"] as const) {
      for (const key of [
        "search:alertDate",
        "search:alertGuest",
        "validation:checkInPast",
        "validation:startDateRequired",
        "validation:checkOutNotAfterCheckIn",
        "validation:stayTooLong",
      ] as const) {
        expect(translateSearchMessage(lang, key)).not.toBe(key);
      }
    }
  });
});

describe("handleSearchSubmission: where a valid search goes", () => {
  it("to /villas with MM-DD-YYYY dates and the nights", async () => {
    expect(await location({})).toBe("/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3");
    expect(listCities).not.toHaveBeenCalled();
  });

  it("with a picked city", async () => {
    expect(await location({ destination: "Badung", city: "7" })).toBe(
      "/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3&city=7",
    );
    expect(listCities).not.toHaveBeenCalled();
  });

  it("with a picked property's name", async () => {
    expect(await location({ destination: "Villa Bulan", propertyId: "12" })).toBe(
      "/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3&propertyName=Villa+Bulan",
    );
  });

  it("with typed text matching a city", async () => {
    expect(await location({ destination: "yogyakarta" })).toBe(
      "/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3&city=9",
    );
    expect(listCities).toHaveBeenCalledOnce();
  });

  it("with other typed text as a property name", async () => {
    expect(await location({ destination: "Seminyak" })).toBe(
      "/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3&propertyName=Seminyak",
    );
  });

  it("as a property name when the city list cannot be had", async () => {
    vi.mocked(listCities).mockRejectedValueOnce(new Error("down"));
    expect(await location({ destination: "Badung" })).toBe(
      "/villas?guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3&propertyName=Badung",
    );
  });
});

describe("loadSearchBoxCities", () => {
  it("lists the display names", async () => {
    expect(await loadSearchBoxCities("id")).toEqual(["Badung"]);
  });
});

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayInJakarta } from "#core/dates.ts";
import { queryRows } from "../db/client.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("home content on %s", (kind) => {
  const suite = useTestApi(kind);

  it("answers the promo carousel, banner and popup with image URLs, titles in the caller's language", async () => {
    const id = await suite.api.get("/voucher-home", { headers: { "accept-language": "id" } });
    const en = await suite.api.get("/voucher-home", { headers: { "accept-language": "en" } });
    expect(id.body.data.length).toBeGreaterThan(0);
    expect(id.body.data[0].images).toMatch(/^\/images\/voucher\//);
    expect(en.body.data[0].id).toBe(id.body.data[0].id);
    expect(en.body.data.some((p: { title: string }, i: number) => p.title !== id.body.data[i].title)).toBe(true);

    const banner = await suite.api.get("/promo/banner");
    expect(banner.body.data[0]).toMatchObject({
      value: expect.any(Number),
      images: expect.stringMatching(/^\/images\//),
    });
    expect(banner.body.data[0].value).toBeGreaterThan(0);

    const popup = await suite.api.get("/promo/popup");
    expect(popup.body.data[0]).toMatchObject({
      id: expect.any(Number),
      code: expect.any(String),
      image_url: expect.any(String),
    });

    const login = await suite.api.get("/promo-login");
    expect(login.body.data.promoLogin).toBeGreaterThan(0);
  });

  it("answers attractions with their images, and one without images exists for the home's filter", async () => {
    const { body } = await suite.api.get("/tourist-attractions");
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.filter((a: { images: unknown[] }) => a.images.length > 0).length).toBeGreaterThanOrEqual(3);
    // Each attraction its own pictures, in order (issue 10: every one showed Tanah Lot's first).
    for (const a of body.data as { code: string; images: { image: string }[] }[]) {
      expect(a.images.map((i) => i.image)).toEqual(
        a.images.map((_, n) => `/images/attraction/${a.code}-${n + 1}.webp`),
      );
    }
    const random = await suite.api.get("/tourist-attractions/all?isRandom=true");
    expect(random.body.data).toHaveLength(body.data.length);
  });

  it("gives each attraction its own pictures, in order (not the first attraction's)", async () => {
    const { body } = await suite.api.get("/tourist-attractions/all");
    const stored = await queryRows<{ attraction_id: number; file: string }>(
      suite.database.db,
      sql`select attraction_id, file from attraction_images order by attraction_id, sort, id`,
    );
    const illustrated = (body.data as { id: number; code: string; images: { image: string }[] }[]).filter(
      (a) => a.images.length > 0,
    );
    expect(illustrated.length).toBeGreaterThanOrEqual(3);
    for (const attraction of body.data as { id: number; code: string; images: { image: string }[] }[]) {
      const own = stored
        .filter((row) => row.attraction_id === attraction.id)
        .map((row) => `/images/attraction/${row.file}`);
      expect(
        attraction.images.map((i) => i.image),
        attraction.code,
      ).toEqual(own);
      for (const image of attraction.images) expect(image.image).toContain(`/${attraction.code}-`);
    }
    const firstPictures = new Set(illustrated.map((a) => a.images[0]!.image));
    expect(firstPictures.size).toBe(illustrated.length);
  });

  it("limits give-aways, and refuses a limit that is not a number", async () => {
    const five = await suite.api.get("/give-away/limit/5");
    expect(five.body.data.length).toBeLessThanOrEqual(5);
    expect(five.body.data[0].image_url).toMatch(/^\/images\/give-away\//);
    const all = await suite.api.get("/give-away/all");
    expect(all.body.data.length).toBeGreaterThanOrEqual(five.body.data.length);
    const bad = await suite.api.get("/give-away/limit/lots");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.limit).toBeDefined();
  });

  it("answers upcoming events with their schedule from today on", async () => {
    const today = todayInJakarta();
    const { body } = await suite.api.get("/villas/event-home");
    expect(body.data.length).toBeGreaterThan(0);
    for (const event of body.data) {
      expect(event.kota.nama_kota).toBe(event.nama_kota);
      for (const { eventDates } of event.schedule) expect(eventDates >= today).toBe(true);
    }
    const all = await suite.api.get("/villas/event-home?all=true");
    expect(all.body.data.length).toBeGreaterThanOrEqual(body.data.length);
  });

  it("answers the running promo event and the top-up platform flags", async () => {
    const event = await suite.api.get("/voucher-event");
    expect(event.body.data).toMatchObject({
      id: expect.any(Number),
      icon_url: expect.any(String),
      event_type: expect.any(String),
    });
    const platform = await suite.api.get("/top-up-platform-status");
    expect(platform.body.data).toEqual({ ios: expect.any(Number), android: expect.any(Number) });
  });

  it("answers 404 for an unknown order id, in the error shape", async () => {
    const { status, body } = await suite.api.get("/reservations/check-by-order-id/NO-SUCH-ORDER");
    expect(status).toBe(404);
    expect(body).toEqual({ status: "error", message: expect.any(String) });
  });
});

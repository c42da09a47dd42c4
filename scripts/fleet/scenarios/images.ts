// The pictures a listing names are served by either process, byte for byte the same.
import { createHash } from "node:crypto";
import { addDays, todayInJakarta } from "#core/dates.ts";
import type { Scenario } from "../fleet.ts";

function imagePaths(body: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string" && /\.(webp|jpe?g|png|svg)$/i.test(value))
      found.add(value.startsWith("/") ? value : `/images/hotel/${value}`);
    else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(body, "");
  return [...found];
}

export const images: Scenario = {
  name: "images from either process",
  async run(fleet) {
    const [visitor] = fleet.clients(1);
    const arrival = addDays(todayInJakarta(), 20);
    const list = await visitor!.json(`/v1/hotels?guest=1&arrival=${arrival}&departure=${addDays(arrival, 1)}`);
    const home = await visitor!.json("/v1/promo/banner");
    const paths = [...imagePaths(list.body).slice(0, 8), ...imagePaths(home.body).slice(0, 4)];
    if (!fleet.check("listings name pictures", paths.length >= 4, `${paths.length}`)) return;
    const wrong: string[] = [];
    for (const path of paths) {
      const [a, b] = await Promise.all([
        visitor!.request(path, { pin: "a", headers: { accept: "image/*" } }),
        visitor!.request(path, { pin: "b", headers: { accept: "image/*" } }),
      ]);
      const hash = (body: Buffer) => createHash("sha256").update(body).digest("hex");
      if (a.status !== 200 || b.status !== 200 || hash(a.body) !== hash(b.body))
        wrong.push(`${path} a:${a.status} b:${b.status}${a.status === 200 && b.status === 200 ? " differ" : ""}`);
    }
    fleet.check(
      "each picture served by both processes, the same bytes",
      wrong.length === 0,
      wrong.length ? wrong.slice(0, 4).join("; ") : `${paths.length} pictures`,
    );
    fleet.figure("pictures compared across processes", paths.length);
  },
};

import { Router } from "express";
import { asc, sql } from "drizzle-orm";
import { cities as citiesContract, type AnswerOf, type City } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { cities } from "../db/schema.ts";
import { handle } from "../http/middleware.ts";

export function cityRoutes(db: Db): Router {
  const router = Router();

  /** Every city, for pickers. */
  router.get(
    citiesContract.list.path,
    handle(async (_req, res) => {
      const rows = await db
        .select({ id: cities.id, nama_kota: cities.namaKota, nama_provinsi: cities.namaProvinsi })
        .from(cities)
        .orderBy(asc(cities.namaKota));
      res.set("cache-control", "public, max-age=300");
      res.json({ status: "success", data: rows } satisfies AnswerOf<typeof citiesContract.list>);
    }),
  );

  /** Cities that have properties, popular first: the home page's city chips. */
  router.get(
    citiesContract.withProperties.path,
    handle(async (_req, res) => {
      const rows = await queryRows<{
        id: number;
        nama_kota: string;
        nama_provinsi: string;
        is_popular: boolean;
        total_property: string;
      }>(
        db,
        sql`
        select c.id, c.nama_kota, c.nama_provinsi, c.is_popular, count(p.id) as total_property
        from ${cities} c join properties p on p.city_id = c.id and p.is_active
        group by c.id order by c.is_popular desc, c.sort, count(p.id) desc, c.nama_kota`,
      );
      const data: City[] = rows.map((row) => ({
        id: row.id,
        nama_kota: row.nama_kota,
        nama_provinsi: row.nama_provinsi,
        is_popular: row.is_popular ? 1 : 0,
        total_property: Number(row.total_property),
      }));
      res.set("cache-control", "public, max-age=300");
      res.json({ status: "success", data } satisfies AnswerOf<typeof citiesContract.withProperties>);
    }),
  );

  return router;
}

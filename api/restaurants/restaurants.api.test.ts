// Seed 002 section 7, restaurants: GET /restaurants/content/{id}, /restaurants/products/{a}/{b}
// and /restaurants/content/detail/{id}, on the demo menus (nusa-cafe id 1, nusa-minang id 2).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  RestaurantContent,
  RestaurantDetailAnswer,
  RestaurantProduct,
  RestaurantTypeProducts,
  Success,
} from "#core/contract/index.ts";
import { restaurantProducts, restaurantProductTypes } from "../db/schema.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

const MARKETPLACE_LINKS: Record<string, RegExp> = {
  GoFood:
    /^https:\/\/gofood\.co\.id\/[a-z]+\/restaurant\/[a-z0-9-]+-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
  GrabFood: /^https:\/\/food\.grab\.com\/id\/id\/restaurant\/[a-z0-9-]+-delivery\/6-C[A-Z0-9]{10}$/,
  ShopeeFood: /^https:\/\/shopee\.co\.id\/universal-link\/now-food\/shop\/\d{8}$/,
};

describe.each(databaseKinds)("restaurants on %s", (kind) => {
  const suite = useTestApi(kind);

  it("answers a restaurant's menu by id and by slug: types in order with every product, recommended products, IDR prices and pictures", async () => {
    const byId = await suite.api.get("/restaurants/content/1");
    const bySlug = await suite.api.get("/restaurants/content/nusa-cafe");
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.headers.get("cache-control")).toBe("public, max-age=60");
    const cafe = byId.body as RestaurantContent;
    expect(cafe.restaurant).toEqual({ id: 1, slug: "nusa-cafe", name: "Nusa Cafe" });
    expect(cafe.product_types.map((t) => t.product_type)).toEqual([
      "Makanan Utama",
      "Sup dan Soto",
      "Minuman",
      "Camilan dan Pencuci Mulut",
      "Menu Musiman",
    ]);
    // Every product of a type (the page shows three and links to the rest).
    expect(cafe.product_types[0]!.products.length).toBe(4);
    expect(cafe.product_types.at(-1)!.products).toEqual([]);
    const all: RestaurantProduct[] = cafe.product_types.flatMap((t) => t.products);
    for (const product of all) {
      expect(product.price).toBeGreaterThanOrEqual(5_000);
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.promo_price === 0 || product.promo_price < product.price).toBe(true);
      expect(product.images.length).toBeGreaterThan(0);
      for (const image of product.images) expect(image.image).toMatch(/^\/images\/restaurant\/[a-z0-9-]+\.webp$/);
    }
    expect(all.some((p) => p.promo_price > 0)).toBe(true);
    expect(cafe.recomended_products.map((p) => p.name)).toEqual([
      "Nasi Goreng Kampung",
      "Ayam Bakar Madu",
      "Bakso Urat",
      "Kopi Susu Gula Aren",
    ]);

    const minang = (await suite.api.get("/restaurants/content/nusa-minang")).body as RestaurantContent;
    expect(minang.restaurant).toEqual({ id: 2, slug: "nusa-minang", name: "Nusa Minang" });
    expect(minang.product_types[0]!.product_type).toBe("Nasi Padang");
    expect(minang.recomended_products.map((p) => p.name)).toContain("Nasi Rendang");
    // No product of the other restaurant.
    const cafeIds = new Set(all.map((p) => p.id));
    expect(minang.product_types.flatMap((t) => t.products).some((p) => cafeIds.has(p.id))).toBe(false);
  });

  it("is 404 for an unknown restaurant and 422 for a malformed key", async () => {
    for (const path of [
      "/restaurants/content/999999",
      "/restaurants/content/nusa-sushi",
      "/restaurants/products/999999/1",
      "/restaurants/content/detail/999999",
    ]) {
      const answer = await suite.api.get(path, { headers: { "accept-language": "en" } });
      expect(answer.status, path).toBe(404);
      expect((answer.body as { message: string }).message).toBeTruthy();
    }
    for (const path of [
      "/restaurants/content/0",
      "/restaurants/content/NUSA",
      "/restaurants/products/1/abc",
      "/restaurants/products/1/99999999999",
      "/restaurants/content/detail/-1",
    ]) {
      expect((await suite.api.get(path)).status, path).toBe(422);
    }
  });

  it("answers one type's products with the restaurant and the type, 404 for another restaurant's type, empty for a type without products", async () => {
    const cafe = (await suite.api.get("/restaurants/content/1")).body as RestaurantContent;
    const drinks = cafe.product_types.find((t) => t.product_type === "Minuman")!;
    const answer = await suite.api.get(`/restaurants/products/1/${drinks.id}`);
    expect(answer.status).toBe(200);
    const body = answer.body as RestaurantTypeProducts;
    expect(body.restaurant.slug).toBe("nusa-cafe");
    expect(body.productType).toEqual({ id: drinks.id, product_type: "Minuman" });
    expect(body.products).toEqual(drinks.products);

    expect((await suite.api.get(`/restaurants/products/2/${drinks.id}`)).status).toBe(404);
    expect((await suite.api.get("/restaurants/products/1/999999")).status).toBe(404);

    const seasonal = cafe.product_types.find((t) => t.products.length === 0)!;
    const empty = (await suite.api.get(`/restaurants/products/1/${seasonal.id}`)).body as RestaurantTypeProducts;
    expect(empty.products).toEqual([]);
    expect(empty.productType.product_type).toBe("Menu Musiman");
  });

  it("answers a product's detail: sanitised description, pictures, the restaurant's outlets with GoFood, GrabFood and ShopeeFood links, other recommended products", async () => {
    const minang = (await suite.api.get("/restaurants/content/nusa-minang")).body as RestaurantContent;
    const rendang = minang.recomended_products.find((p) => p.name === "Nasi Rendang")!;
    const answer = await suite.api.get(`/restaurants/content/detail/${rendang.id}`);
    expect(answer.status).toBe(200);
    const { status, data } = answer.body as Success<RestaurantDetailAnswer>;
    expect(status).toBe("success");
    expect(data.detail).toMatchObject({
      id: rendang.id,
      name: "Nasi Rendang",
      price: 42_000,
      promo_price: 37_000,
      restaurant: { id: 2, slug: "nusa-minang" },
    });
    expect(data.detail.product_type.product_type).toBe("Nasi Padang");
    expect(data.detail.description).toContain("<strong>delapan jam</strong>");
    expect(data.detail.description).toContain("<li>");
    expect(data.detail.images.map((i) => i.image)).toEqual(rendang.images.map((i) => i.image));
    expect(new Set(data.detail.images.map((i) => i.id)).size).toBe(data.detail.images.length);
    expect(data.detail.outlets.map((o) => o.outlet_name)).toEqual(["Nusa Minang Kemang", "Nusa Minang Dago"]);
    const links = new Set<string>();
    for (const outlet of data.detail.outlets) {
      expect(outlet.marketplaces.map((m) => m.marketplace_name)).toEqual(["GoFood", "GrabFood", "ShopeeFood"]);
      for (const marketplace of outlet.marketplaces) {
        expect(marketplace.deep_link).toMatch(MARKETPLACE_LINKS[marketplace.marketplace_name]!);
        links.add(marketplace.deep_link);
      }
    }
    // Each outlet its own pages.
    expect(links.size).toBe(6);
    expect(data.recomended_products.length).toBeGreaterThan(0);
    expect(data.recomended_products.length).toBeLessThanOrEqual(3);
    expect(data.recomended_products.map((p) => p.id)).not.toContain(rendang.id);
    const minangIds = new Set(minang.product_types.flatMap((t) => t.products.map((p) => p.id)));
    for (const p of data.recomended_products) expect(minangIds.has(p.id)).toBe(true);
  });

  it("answers in English when asked: type names, short descriptions and descriptions; dish names stay as they are", async () => {
    const en = { headers: { "accept-language": "en" } };
    const indonesian = (await suite.api.get("/restaurants/content/1")).body as RestaurantContent;
    const answer = await suite.api.get("/restaurants/content/1", en);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("vary")?.toLowerCase()).toContain("accept-language");
    const cafe = answer.body as RestaurantContent;
    expect(cafe.product_types.map((t) => t.product_type)).toEqual([
      "Main courses",
      "Soups and soto",
      "Drinks",
      "Snacks and desserts",
      "Seasonal menu",
    ]);
    const products = cafe.product_types.flatMap((t) => t.products);
    const indonesianProducts = indonesian.product_types.flatMap((t) => t.products);
    expect(products.map((p) => p.name)).toEqual(indonesianProducts.map((p) => p.name));
    expect(products.find((p) => p.name === "Nasi Goreng Kampung")!.short_desc).toBe("Fried rice with a fried egg");
    // Every demo product has its own English short description.
    for (const [i, product] of products.entries())
      expect(product.short_desc, product.name).not.toBe(indonesianProducts[i]!.short_desc);
    expect(cafe.recomended_products.map((p) => p.name)).toEqual(indonesian.recomended_products.map((p) => p.name));
    expect(cafe.recomended_products[0]!.short_desc).toBe("Fried rice with a fried egg");

    const drinks = cafe.product_types.find((t) => t.product_type === "Drinks")!;
    const type = (await suite.api.get(`/restaurants/products/1/${drinks.id}?lang=en`)).body as RestaurantTypeProducts;
    expect(type.productType).toEqual({ id: drinks.id, product_type: "Drinks" });
    expect(type.products).toEqual(drinks.products);

    const minang = (await suite.api.get("/restaurants/content/2", en)).body as RestaurantContent;
    const rendang = minang.recomended_products.find((p) => p.name === "Nasi Rendang")!;
    const { data } = (await suite.api.get(`/restaurants/content/detail/${rendang.id}`, en))
      .body as Success<RestaurantDetailAnswer>;
    expect(data.detail.name).toBe("Nasi Rendang");
    expect(data.detail.short_desc).toBe("Rice with beef rendang");
    expect(data.detail.product_type.product_type).toBe("Padang rice plates");
    expect(data.detail.description).toContain("<strong>eight hours</strong>");
    expect(data.detail.description).toContain("<li>steamed rice</li>");
    expect(data.detail.description).not.toContain("delapan");
    for (const p of data.recomended_products)
      expect(minang.recomended_products.map((r) => r.short_desc)).toContain(p.short_desc);
  });

  it("falls back to the Indonesian text where the English one is missing or blank, and sanitises the English description", async () => {
    const db = suite.database.db;
    const [type] = await db
      .insert(restaurantProductTypes)
      .values({ restaurantId: 1, productType: "Takjil", sort: 99 })
      .returning({ id: restaurantProductTypes.id });
    const rows = await db
      .insert(restaurantProducts)
      .values([
        {
          restaurantId: 1,
          typeId: type!.id,
          name: "Kolak",
          price: 12_000,
          shortDesc: "Kolak pisang",
          description: "<p>Pisang dan ubi dalam kuah santan.</p>",
        },
        {
          restaurantId: 1,
          typeId: type!.id,
          name: "Bubur Sumsum",
          price: 12_000,
          shortDesc: "Bubur tepung beras",
          shortDescEn: " ",
          description: "<p>Bubur tepung beras dengan kuah gula merah.</p>",
          descriptionEn:
            '<p onclick="x()">Rice flour pudding<script>alert(1)</script> <a href="javascript:alert(1)">recipe</a></p>',
        },
      ])
      .returning({ id: restaurantProducts.id });
    try {
      const en = { headers: { "accept-language": "en" } };
      const section = (await suite.api.get(`/restaurants/products/1/${type!.id}`, en)).body as RestaurantTypeProducts;
      expect(section.productType.product_type).toBe("Takjil");
      expect(section.products.map((p) => p.short_desc)).toEqual(["Kolak pisang", "Bubur tepung beras"]);
      const menu = (await suite.api.get("/restaurants/content/1", en)).body as RestaurantContent;
      expect(menu.product_types.at(-1)!.product_type).toBe("Takjil");

      const kolak = (
        (await suite.api.get(`/restaurants/content/detail/${rows[0]!.id}`, en)).body as Success<RestaurantDetailAnswer>
      ).data.detail;
      expect(kolak.short_desc).toBe("Kolak pisang");
      expect(kolak.description).toBe("<p>Pisang dan ubi dalam kuah santan.</p>");
      expect(kolak.product_type.product_type).toBe("Takjil");
      const sumsum = (
        (await suite.api.get(`/restaurants/content/detail/${rows[1]!.id}`, en)).body as Success<RestaurantDetailAnswer>
      ).data.detail;
      expect(sumsum.short_desc).toBe("Bubur tepung beras");
      expect(sumsum.description).toBe("<p>Rice flour pudding <a>recipe</a></p>");
      // In Indonesian the English text is never used.
      const sumsumId = (
        (await suite.api.get(`/restaurants/content/detail/${rows[1]!.id}`)).body as Success<RestaurantDetailAnswer>
      ).data.detail;
      expect(sumsumId.description).toBe("<p>Bubur tepung beras dengan kuah gula merah.</p>");
    } finally {
      await db.delete(restaurantProductTypes).where(eq(restaurantProductTypes.id, type!.id));
    }
  });

  it("sanitises a description from the database with sanitize-html", async () => {
    const db = suite.database.db;
    const [type] = await db.select().from(restaurantProductTypes).where(eq(restaurantProductTypes.restaurantId, 1));
    const [row] = await db
      .insert(restaurantProducts)
      .values({
        restaurantId: 1,
        typeId: type!.id,
        name: "Uji",
        price: 10_000,
        description:
          '<p onclick="x()">Enak<script>alert(1)</script> <a href="javascript:alert(1)">klik</a> <img src=x onerror=alert(1)><a href="https://example.com">web</a></p>',
      })
      .returning({ id: restaurantProducts.id });
    try {
      const { data } = (await suite.api.get(`/restaurants/content/detail/${row!.id}`))
        .body as Success<RestaurantDetailAnswer>;
      expect(data.detail.description).toBe(
        '<p>Enak <a>klik</a> <a href="https://example.com" rel="nofollow noopener noreferrer">web</a></p>',
      );
      expect(data.detail.images).toEqual([]);
    } finally {
      await db.delete(restaurantProducts).where(eq(restaurantProducts.id, row!.id));
    }
  });
});

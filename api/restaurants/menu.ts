// The restaurant menus out of the database: a restaurant by id or slug, its products by type, one
// product with its outlets and their marketplace links. Products list in menu order (type order,
// then id); pictures in their sort order. Type names and descriptions answer in the caller's
// language, falling back to the Indonesian text where the English one is empty; dish names are
// proper names and stay as they are.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type {
  RestaurantContent,
  RestaurantDetailAnswer,
  RestaurantOutlet,
  RestaurantProduct,
  RestaurantRef,
  RestaurantTypeProducts,
} from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import {
  outletMarketplaces,
  restaurantOutlets,
  restaurantProductImages,
  restaurantProductTypes,
  restaurantProducts,
  restaurants,
} from "../db/schema.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { sanitizeHtml } from "../properties/sanitize-html.ts";

/** Other recommended products shown under a product's detail. */
const DETAIL_RECOMMENDED = 3;

type ProductRow = typeof restaurantProducts.$inferSelect;
type TypeRow = typeof restaurantProductTypes.$inferSelect;

/** The English text when asked for and present, otherwise the Indonesian one. */
function inLang(lang: Lang, id: string, en: string | null): string {
  return lang === "en" && en?.trim() ? en : id;
}

const typeName = (type: TypeRow, lang: Lang) => inLang(lang, type.productType, type.productTypeEn);

async function findRestaurant(db: Db, key: number | string): Promise<RestaurantRef | null> {
  const [row] = await db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
    .from(restaurants)
    .where(typeof key === "number" ? eq(restaurants.id, key) : eq(restaurants.slug, key));
  return row ?? null;
}

/** Each product's picture files in order, by product id. */
async function imagesOf(db: Db, productIds: number[]): Promise<Map<number, { id: number; file: string }[]>> {
  const byProduct = new Map<number, { id: number; file: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: restaurantProductImages.id,
      productId: restaurantProductImages.productId,
      file: restaurantProductImages.file,
    })
    .from(restaurantProductImages)
    .where(inArray(restaurantProductImages.productId, productIds))
    .orderBy(asc(restaurantProductImages.sort), asc(restaurantProductImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, file: row.file });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

async function toProducts(db: Db, rows: ProductRow[], lang: Lang): Promise<RestaurantProduct[]> {
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    short_desc: inLang(lang, row.shortDesc, row.shortDescEn),
    price: row.price,
    promo_price: row.promoPrice,
    images: (images.get(row.id) ?? []).map((image) => ({ image: imageUrl("restaurant", image.file) })),
  }));
}

/** A restaurant's menu by type and its recommended products; null for an unknown restaurant. */
export async function loadRestaurantContent(
  db: Db,
  key: number | string,
  lang: Lang,
): Promise<RestaurantContent | null> {
  const restaurant = await findRestaurant(db, key);
  if (!restaurant) return null;
  const types = await db
    .select()
    .from(restaurantProductTypes)
    .where(eq(restaurantProductTypes.restaurantId, restaurant.id))
    .orderBy(asc(restaurantProductTypes.sort), asc(restaurantProductTypes.id));
  const rows = await db
    .select()
    .from(restaurantProducts)
    .where(eq(restaurantProducts.restaurantId, restaurant.id))
    .orderBy(asc(restaurantProducts.id));
  const products = await toProducts(db, rows, lang);
  const byId = new Map(products.map((product) => [product.id, product]));
  const typeOrder = new Map(types.map((type, index) => [type.id, index]));
  const inMenuOrder = [...rows].sort(
    (a, b) => (typeOrder.get(a.typeId) ?? 0) - (typeOrder.get(b.typeId) ?? 0) || a.id - b.id,
  );
  return {
    restaurant,
    product_types: types.map((type) => ({
      id: type.id,
      product_type: typeName(type, lang),
      products: rows.filter((row) => row.typeId === type.id).map((row) => byId.get(row.id)!),
    })),
    recomended_products: inMenuOrder.filter((row) => row.isRecommended).map((row) => byId.get(row.id)!),
  };
}

/** One type's products; null when the restaurant or the type is unknown, or the type is another restaurant's. */
export async function loadTypeProducts(
  db: Db,
  restaurantId: number,
  typeId: number,
  lang: Lang,
): Promise<RestaurantTypeProducts | null> {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) return null;
  const [type] = await db
    .select()
    .from(restaurantProductTypes)
    .where(and(eq(restaurantProductTypes.id, typeId), eq(restaurantProductTypes.restaurantId, restaurantId)));
  if (!type) return null;
  const rows = await db
    .select()
    .from(restaurantProducts)
    .where(and(eq(restaurantProducts.restaurantId, restaurantId), eq(restaurantProducts.typeId, typeId)))
    .orderBy(asc(restaurantProducts.id));
  return {
    restaurant,
    productType: { id: type.id, product_type: typeName(type, lang) },
    products: await toProducts(db, rows, lang),
  };
}

/** One product with its outlets' marketplace links and other recommended products; null when unknown. */
export async function loadProductDetail(db: Db, id: number, lang: Lang): Promise<RestaurantDetailAnswer | null> {
  const [row] = await db.select().from(restaurantProducts).where(eq(restaurantProducts.id, id));
  if (!row) return null;
  const [restaurant, [type], images, outletRows, recommendedRows] = await Promise.all([
    findRestaurant(db, row.restaurantId),
    db.select().from(restaurantProductTypes).where(eq(restaurantProductTypes.id, row.typeId)),
    imagesOf(db, [row.id]),
    db
      .select({
        outletId: restaurantOutlets.id,
        outletName: restaurantOutlets.outletName,
        marketplaceId: outletMarketplaces.id,
        marketplaceName: outletMarketplaces.marketplaceName,
        deepLink: outletMarketplaces.deepLink,
      })
      .from(restaurantOutlets)
      .leftJoin(outletMarketplaces, eq(outletMarketplaces.outletId, restaurantOutlets.id))
      .where(eq(restaurantOutlets.restaurantId, row.restaurantId))
      .orderBy(asc(restaurantOutlets.id), asc(outletMarketplaces.id)),
    db
      .select()
      .from(restaurantProducts)
      .where(
        and(
          eq(restaurantProducts.restaurantId, row.restaurantId),
          eq(restaurantProducts.isRecommended, true),
          ne(restaurantProducts.id, row.id),
        ),
      )
      .orderBy(asc(restaurantProducts.id))
      .limit(DETAIL_RECOMMENDED),
  ]);
  if (!restaurant || !type) return null;
  const outlets: RestaurantOutlet[] = [];
  for (const outletRow of outletRows) {
    let outlet = outlets.at(-1);
    if (outlet?.id !== outletRow.outletId) {
      outlet = { id: outletRow.outletId, outlet_name: outletRow.outletName, marketplaces: [] };
      outlets.push(outlet);
    }
    if (
      outletRow.marketplaceId !== null &&
      outletRow.marketplaceName !== null &&
      outletRow.deepLink !== null &&
      /^https:\/\//.test(outletRow.deepLink)
    ) {
      outlet.marketplaces.push({
        id: outletRow.marketplaceId,
        marketplace_name: outletRow.marketplaceName,
        deep_link: outletRow.deepLink,
      });
    }
  }
  return {
    detail: {
      id: row.id,
      name: row.name,
      short_desc: inLang(lang, row.shortDesc, row.shortDescEn),
      price: row.price,
      promo_price: row.promoPrice,
      description: sanitizeHtml(inLang(lang, row.description, row.descriptionEn)),
      images: (images.get(row.id) ?? []).map((image) => ({ id: image.id, image: imageUrl("restaurant", image.file) })),
      product_type: { id: type.id, product_type: typeName(type, lang) },
      restaurant,
      outlets,
    },
    recomended_products: await toProducts(db, recommendedRows, lang),
  };
}

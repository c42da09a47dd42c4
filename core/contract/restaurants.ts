// /v1 restaurant menus (seed 002 sections 3 and 7, api/restaurants): the two in-house brands'
// menus by product type, one type's products, and one product with its outlets and the marketplace
// deep links that take the order. A restaurant is named by its id or its slug (nusa-cafe,
// nusa-minang). Prices are whole rupiah; promo_price 0 means no promo. Type names, short
// descriptions and descriptions are in the caller's language (Indonesian where a product has no
// English text); dish names are proper names, the same in both. Cacheable for 60 seconds per
// language (`Vary: Accept-Language`).
import { z } from "zod";
import { RESTAURANT_SECTION_MAX, RESTAURANT_SLUGS, type RestaurantSlug } from "../rules/catalogue.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { idParams, positiveId } from "./fields.ts";

export { RESTAURANT_SECTION_MAX, RESTAURANT_SLUGS, type RestaurantSlug };

export interface RestaurantRef {
  id: number;
  slug: string;
  name: string;
}

export interface RestaurantProduct {
  id: number;
  /** The dish name, the same in both languages. */
  name: string;
  /** In the caller's language (Indonesian when there is no English text). */
  short_desc: string;
  /** Whole rupiah. */
  price: number;
  /** Whole rupiah; 0 when the product has no promo. */
  promo_price: number;
  /** Picture URLs in order (may be empty). */
  images: { image: string }[];
}

export interface RestaurantProductType {
  id: number;
  /** In the caller's language (Indonesian when there is no English name). */
  product_type: string;
  /** Every product of the type, menu order (the page shows the first RESTAURANT_SECTION_MAX). */
  products: RestaurantProduct[];
}

export interface RestaurantContent {
  restaurant: RestaurantRef;
  product_types: RestaurantProductType[];
  /** The restaurant's recommended products, menu order (the page shows the first three). */
  recomended_products: RestaurantProduct[];
}

export interface RestaurantTypeProducts {
  restaurant: RestaurantRef;
  productType: { id: number; product_type: string };
  products: RestaurantProduct[];
}

export interface RestaurantMarketplace {
  id: number;
  marketplace_name: string;
  /** The marketplace's own page of the outlet (https). */
  deep_link: string;
}

export interface RestaurantOutlet {
  id: number;
  outlet_name: string;
  marketplaces: RestaurantMarketplace[];
}

export interface RestaurantProductDetail {
  id: number;
  name: string;
  short_desc: string;
  price: number;
  promo_price: number;
  /** In the caller's language (Indonesian when there is no English text); HTML sanitised with sanitize-html (p, br, strong, em, ul, ol, li, a). */
  description: string;
  images: { id: number; image: string }[];
  product_type: { id: number; product_type: string };
  restaurant: RestaurantRef;
  outlets: RestaurantOutlet[];
}

export interface RestaurantDetailAnswer {
  detail: RestaurantProductDetail;
  /** Other recommended products of the same restaurant (at most three). */
  recomended_products: RestaurantProduct[];
}

/** A restaurant id, or one of its slugs. */
const restaurantKey = z.union([positiveId, z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { message: "invalidNumber" })]);

export const restaurants = {
  content: endpoint<RestaurantContent>()("GET /restaurants/content/:id", {
    access: "app-key",
    description:
      "One restaurant's menu by product type (every product) and its recommended products. `id` is the id or the slug. 404 for an unknown restaurant.",
    params: z.object({ id: restaurantKey }),
    answer: "RestaurantContent",
  }),
  products: endpoint<RestaurantTypeProducts>()("GET /restaurants/products/:restaurantId/:typeId", {
    access: "app-key",
    description:
      "The products of one product type of one restaurant (may be empty). 404 when the restaurant or the type is unknown or the type is another restaurant's.",
    params: z.object({ restaurantId: positiveId, typeId: positiveId }),
    answer: "RestaurantTypeProducts",
  }),
  detail: endpoint<Success<RestaurantDetailAnswer>>()("GET /restaurants/content/detail/:id", {
    access: "app-key",
    description:
      "One product: sanitised description, pictures, the restaurant's outlets each with its marketplace deep links, and other recommended products. 404 for an unknown product.",
    params: idParams("id"),
    answer: "Success<RestaurantDetailAnswer>",
  }),
};

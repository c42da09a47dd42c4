/** The two demo restaurants (ids 1 and 2: nusa-cafe, nusa-minang), their menus and outlets. */
import type { Db } from "../client.ts";
import { outletMarketplaces, restaurantOutlets, restaurantProductImages, restaurantProductTypes, restaurantProducts, restaurants } from "../schema.ts";
import { insertReturningId, insertReturningIds, insertRows, withIds } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { foodScene, type Dish } from "./scenes-content.ts";

interface ProductSeed {
  name: string;
  shortDesc: string;
  description: string;
  price: number;
  promoPrice?: number;
  recommended?: boolean;
  dish: Dish;
  /** How many pictures (1 to 3). */
  images: number;
}

interface RestaurantSeed {
  slug: string;
  name: string;
  types: readonly { productType: string; products: readonly ProductSeed[] }[];
  /** Each outlet with the city slug GoFood files it under. */
  outlets: readonly { name: string; city: string }[];
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

const restaurantSeeds: readonly RestaurantSeed[] = [
  {
    slug: "nusa-cafe",
    name: "Nusa Cafe",
    outlets: [
      { name: "Nusa Cafe Seminyak", city: "bali" },
      { name: "Nusa Cafe Malioboro", city: "yogyakarta" },
    ],
    types: [
      {
        productType: "Makanan Utama",
        products: [
          {
            name: "Nasi Goreng Kampung",
            shortDesc: "Nasi goreng dengan telur mata sapi",
            description: html("Nasi goreng bumbu kampung dengan telur mata sapi, kerupuk dan acar.", "Tingkat pedas bisa disesuaikan."),
            price: 35_000,
            promoPrice: 29_000,
            recommended: true,
            dish: "rice-plate",
            images: 3,
          },
          {
            name: "Mie Goreng Jawa",
            shortDesc: "Mie goreng bumbu kecap",
            description: html("Mie goreng ala Jawa dengan sayuran, ayam suwir dan bawang goreng."),
            price: 32_000,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Ayam Bakar Madu",
            shortDesc: "Ayam bakar dengan sambal",
            description: html("Ayam bakar bumbu madu disajikan dengan nasi, lalapan dan sambal terasi."),
            price: 45_000,
            recommended: true,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Sate Ayam Madura",
            shortDesc: "10 tusuk sate dengan bumbu kacang",
            description: html("Sepuluh tusuk sate ayam dengan bumbu kacang dan lontong."),
            price: 38_000,
            promoPrice: 33_000,
            dish: "satay",
            images: 2,
          },
        ],
      },
      {
        productType: "Sup dan Soto",
        products: [
          {
            name: "Soto Ayam Lamongan",
            shortDesc: "Soto ayam kuah kuning",
            description: html("Soto ayam kuah kuning dengan koya, telur dan nasi."),
            price: 30_000,
            dish: "soup-bowl",
            images: 2,
          },
          {
            name: "Bakso Urat",
            shortDesc: "Bakso sapi dengan mie",
            description: html("Bakso urat sapi dengan mie kuning, bihun dan sawi."),
            price: 28_000,
            recommended: true,
            dish: "soup-bowl",
            images: 1,
          },
          {
            name: "Sop Buntut",
            shortDesc: "Sup buntut sapi",
            description: html("Sup buntut sapi dengan wortel, kentang dan emping."),
            price: 65_000,
            dish: "soup-bowl",
            images: 2,
          },
        ],
      },
      {
        productType: "Minuman",
        products: [
          { name: "Es Teh Manis", shortDesc: "Teh melati dingin", description: html("Teh melati dengan gula batu dan es."), price: 10_000, dish: "iced-drink", images: 1 },
          {
            name: "Es Jeruk Peras",
            shortDesc: "Jeruk segar diperas",
            description: html("Jeruk segar diperas langsung, tanpa pengawet."),
            price: 15_000,
            promoPrice: 12_000,
            dish: "iced-drink",
            images: 1,
          },
          {
            name: "Kopi Susu Gula Aren",
            shortDesc: "Kopi susu kekinian",
            description: html("Espresso, susu segar dan gula aren asli."),
            price: 25_000,
            recommended: true,
            dish: "coffee",
            images: 2,
          },
          { name: "Kopi Tubruk", shortDesc: "Kopi hitam tradisional", description: html("Kopi robusta Temanggung diseduh ala tubruk."), price: 15_000, dish: "coffee", images: 1 },
        ],
      },
      {
        productType: "Camilan dan Pencuci Mulut",
        products: [
          {
            name: "Es Cendol",
            shortDesc: "Cendol dengan santan dan gula merah",
            description: html("Cendol hijau dengan santan, gula merah dan es serut."),
            price: 18_000,
            dish: "dessert",
            images: 2,
          },
          {
            name: "Pisang Goreng Keju",
            shortDesc: "Pisang goreng dengan keju dan cokelat",
            description: html("Pisang kepok goreng dengan taburan keju dan cokelat."),
            price: 20_000,
            promoPrice: 16_000,
            dish: "dessert",
            images: 1,
          },
          {
            name: "Klepon",
            shortDesc: "Kue tradisional isi gula merah",
            description: html("Bola ketan pandan isi gula merah dengan kelapa parut."),
            price: 15_000,
            dish: "dessert",
            images: 1,
          },
        ],
      },
      // A seasonal section (takjil in Ramadan) with nothing on it the rest of the year: its page
      // shows 'Info not available'.
      { productType: "Menu Musiman", products: [] },
    ],
  },
  {
    slug: "nusa-minang",
    name: "Nusa Minang",
    outlets: [
      { name: "Nusa Minang Kemang", city: "jakarta" },
      { name: "Nusa Minang Dago", city: "bandung" },
    ],
    types: [
      {
        productType: "Nasi Padang",
        products: [
          {
            name: "Nasi Rendang",
            shortDesc: "Nasi dengan rendang sapi",
            description:
              html("Rendang sapi dimasak <strong>delapan jam</strong> dengan bumbu Minang asli.", "Disajikan dengan:") +
              "<ul><li>nasi putih</li><li>gulai daun singkong</li><li>sambal lado hijau</li></ul>",
            price: 42_000,
            promoPrice: 37_000,
            recommended: true,
            dish: "rice-plate",
            images: 3,
          },
          {
            name: "Nasi Ayam Pop",
            shortDesc: "Ayam pop dengan sambal",
            description: html("Ayam pop khas Padang dengan sambal merah dan sayur nangka."),
            price: 36_000,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Nasi Gulai Tunjang",
            shortDesc: "Gulai kikil sapi",
            description: html("Gulai tunjang kuah santan kental yang gurih."),
            price: 38_000,
            dish: "rice-plate",
            images: 1,
          },
          {
            name: "Nasi Dendeng Balado",
            shortDesc: "Dendeng sapi sambal balado",
            description: html("Dendeng sapi tipis renyah dengan sambal balado."),
            price: 40_000,
            recommended: true,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Sate Padang",
            shortDesc: "Sate dengan kuah kental",
            description: html("Sate daging sapi dengan kuah kuning kental khas Pariaman."),
            price: 35_000,
            dish: "satay",
            images: 2,
          },
        ],
      },
      {
        productType: "Gulai dan Sup",
        products: [
          {
            name: "Gulai Ikan Kakap",
            shortDesc: "Kepala ikan kakap kuah gulai",
            description: html("Kepala ikan kakap merah dalam kuah gulai kuning."),
            price: 55_000,
            dish: "soup-bowl",
            images: 2,
          },
          {
            name: "Soto Padang",
            shortDesc: "Soto dengan paru goreng",
            description: html("Soto bening dengan daging sapi, paru goreng dan perkedel."),
            price: 32_000,
            dish: "soup-bowl",
            images: 1,
          },
          {
            name: "Sop Daging",
            shortDesc: "Sup daging sapi",
            description: html("Sup daging sapi dengan kentang dan wortel."),
            price: 34_000,
            promoPrice: 30_000,
            dish: "soup-bowl",
            images: 1,
          },
        ],
      },
      {
        productType: "Minuman",
        products: [
          {
            name: "Teh Talua",
            shortDesc: "Teh telur khas Minang",
            description: html("Teh dengan kuning telur kocok dan jeruk nipis."),
            price: 18_000,
            recommended: true,
            dish: "coffee",
            images: 1,
          },
          {
            name: "Es Tebak",
            shortDesc: "Es campur khas Padang",
            description: html("Es serut dengan tebak, kolang-kaling, alpukat dan susu."),
            price: 20_000,
            dish: "dessert",
            images: 2,
          },
          { name: "Kawa Daun", shortDesc: "Seduhan daun kopi", description: html("Minuman tradisional dari daun kopi sangrai."), price: 15_000, dish: "coffee", images: 1 },
        ],
      },
    ],
  },
];

const slugify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * Each outlet's page on the three delivery marketplaces, in the shapes their share links have:
 * GoFood `gofood.co.id/{city}/restaurant/{outlet}-{uuid}`, GrabFood
 * `food.grab.com/id/id/restaurant/{outlet}-delivery/6-C…`, ShopeeFood
 * `shopee.co.id/universal-link/now-food/shop/{shop id}`. The ids are made up, stable per outlet.
 */
const marketplaces: readonly { name: string; link: (outlet: { name: string; city: string }) => string }[] = [
  {
    name: "GoFood",
    link: (outlet) => {
      const random = createRandom(hashSeed(`gofood:${outlet.name}`));
      const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join("");
      return `https://gofood.co.id/${outlet.city}/restaurant/${slugify(outlet.name)}-${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
    },
  },
  {
    name: "GrabFood",
    link: (outlet) => {
      const random = createRandom(hashSeed(`grab:${outlet.name}`));
      const code = Array.from({ length: 10 }, () => random.pick("ABCDEFGHJKLMNPQRSTUVWXYZ23456789".split(""))).join("");
      return `https://food.grab.com/id/id/restaurant/${slugify(outlet.name)}-delivery/6-C${code}`;
    },
  },
  {
    name: "ShopeeFood",
    link: (outlet) => `https://shopee.co.id/universal-link/now-food/shop/${createRandom(hashSeed(`shopee:${outlet.name}`)).int(20_000_000, 22_999_999)}`,
  },
];

const productImageName = (product: ProductSeed, n: number) => `${slugify(product.name)}-${n}`;

export function restaurantImageJobs(): ImageJob[] {
  return restaurantSeeds.flatMap((restaurant) =>
    restaurant.types.flatMap((type) =>
      type.products.flatMap((product) =>
        Array.from({ length: product.images }, (_, i) => {
          const name = productImageName(product, i + 1);
          return { folder: "restaurant" as const, name, render: () => foodScene(product.dish, createRandom(hashSeed(name))) };
        }),
      ),
    ),
  );
}

export async function seedRestaurants(db: Db): Promise<void> {
  // One at a time, so that nusa-cafe gets id 1 and nusa-minang id 2 on a fresh database.
  for (const restaurant of restaurantSeeds) {
    const restaurantId = await insertReturningId(db, restaurants, { slug: restaurant.slug, name: restaurant.name });
    const typeIds = await insertReturningIds(
      db,
      restaurantProductTypes,
      restaurant.types.map((type, sort) => ({ restaurantId, productType: type.productType, sort })),
    );
    const products = withIds(restaurant.types, typeIds).flatMap(([type, typeId]) => type.products.map((product) => ({ product, typeId })));
    const productIds = await insertReturningIds(
      db,
      restaurantProducts,
      products.map(({ product, typeId }) => ({
        restaurantId,
        typeId,
        name: product.name,
        shortDesc: product.shortDesc,
        description: product.description,
        price: product.price,
        promoPrice: product.promoPrice ?? 0,
        isRecommended: product.recommended ?? false,
      })),
    );
    await insertRows(
      db,
      restaurantProductImages,
      withIds(products, productIds).flatMap(([{ product }, productId]) =>
        Array.from({ length: product.images }, (_, n) => ({ productId, file: webpFile(productImageName(product, n + 1)), sort: n })),
      ),
    );
    const outletIds = await insertReturningIds(
      db,
      restaurantOutlets,
      restaurant.outlets.map((outlet) => ({ restaurantId, outletName: outlet.name })),
    );
    await insertRows(
      db,
      outletMarketplaces,
      withIds(restaurant.outlets, outletIds).flatMap(([outlet, outletId]) =>
        marketplaces.map((marketplace) => ({ outletId, marketplaceName: marketplace.name, deepLink: marketplace.link(outlet) })),
      ),
    );
  }
}

/** The two demo restaurants (ids 1 and 2: nusa-cafe, nusa-minang), their menus and outlets. */
import type { Db } from "../client.ts";
import {
  outletMarketplaces,
  restaurantOutlets,
  restaurantProductImages,
  restaurantProductTypes,
  restaurantProducts,
  restaurants,
} from "../schema.ts";
import { insertReturningId, insertReturningIds, insertRows, withIds } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { foodScene, type Dish } from "./scenes-content.ts";

interface ProductSeed {
  name: string;
  shortDesc: string;
  description: string;
  /** English texts; the name is a dish name and stays as it is. */
  shortDescEn: string;
  descriptionEn: string;
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
  types: readonly { productType: string; productTypeEn: string; products: readonly ProductSeed[] }[];
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
        productTypeEn: "Main courses",
        products: [
          {
            name: "Nasi Goreng Kampung",
            shortDesc: "Nasi goreng dengan telur mata sapi",
            shortDescEn: "Fried rice with a fried egg",
            descriptionEn: html(
              "Village-style fried rice with a sunny-side-up egg, prawn crackers and pickles.",
              "Made as spicy as you like.",
            ),
            description: html(
              "Nasi goreng bumbu kampung dengan telur mata sapi, kerupuk dan acar.",
              "Tingkat pedas bisa disesuaikan.",
            ),
            price: 35_000,
            promoPrice: 29_000,
            recommended: true,
            dish: "rice-plate",
            images: 3,
          },
          {
            name: "Mie Goreng Jawa",
            shortDesc: "Mie goreng bumbu kecap",
            shortDescEn: "Noodles fried in sweet soy sauce",
            descriptionEn: html("Javanese-style fried noodles with vegetables, shredded chicken and crispy shallots."),
            description: html("Mie goreng ala Jawa dengan sayuran, ayam suwir dan bawang goreng."),
            price: 32_000,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Ayam Bakar Madu",
            shortDesc: "Ayam bakar dengan sambal",
            shortDescEn: "Grilled chicken with sambal",
            descriptionEn: html(
              "Honey-glazed grilled chicken served with rice, fresh raw vegetables and shrimp-paste sambal.",
            ),
            description: html("Ayam bakar bumbu madu disajikan dengan nasi, lalapan dan sambal terasi."),
            price: 45_000,
            recommended: true,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Sate Ayam Madura",
            shortDesc: "10 tusuk sate dengan bumbu kacang",
            shortDescEn: "10 skewers with peanut sauce",
            descriptionEn: html("Ten skewers of chicken satay with peanut sauce and compressed rice cakes."),
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
        productTypeEn: "Soups and soto",
        products: [
          {
            name: "Soto Ayam Lamongan",
            shortDesc: "Soto ayam kuah kuning",
            shortDescEn: "Chicken soup in a turmeric broth",
            descriptionEn: html(
              "Chicken soto in a yellow turmeric broth, topped with koya (crushed prawn crackers and garlic), with egg and rice.",
            ),
            description: html("Soto ayam kuah kuning dengan koya, telur dan nasi."),
            price: 30_000,
            dish: "soup-bowl",
            images: 2,
          },
          {
            name: "Bakso Urat",
            shortDesc: "Bakso sapi dengan mie",
            shortDescEn: "Beef meatballs with noodles",
            descriptionEn: html("Beef and tendon meatballs with yellow noodles, rice vermicelli and mustard greens."),
            description: html("Bakso urat sapi dengan mie kuning, bihun dan sawi."),
            price: 28_000,
            recommended: true,
            dish: "soup-bowl",
            images: 1,
          },
          {
            name: "Sop Buntut",
            shortDesc: "Sup buntut sapi",
            shortDescEn: "Oxtail soup",
            descriptionEn: html("Oxtail soup with carrots, potatoes and melinjo nut crackers."),
            description: html("Sup buntut sapi dengan wortel, kentang dan emping."),
            price: 65_000,
            dish: "soup-bowl",
            images: 2,
          },
        ],
      },
      {
        productType: "Minuman",
        productTypeEn: "Drinks",
        products: [
          {
            name: "Es Teh Manis",
            shortDesc: "Teh melati dingin",
            shortDescEn: "Iced jasmine tea",
            descriptionEn: html("Jasmine tea sweetened with rock sugar, served over ice."),
            description: html("Teh melati dengan gula batu dan es."),
            price: 10_000,
            dish: "iced-drink",
            images: 1,
          },
          {
            name: "Es Jeruk Peras",
            shortDesc: "Jeruk segar diperas",
            shortDescEn: "Freshly squeezed orange juice",
            descriptionEn: html("Fresh oranges squeezed to order, with no preservatives."),
            description: html("Jeruk segar diperas langsung, tanpa pengawet."),
            price: 15_000,
            promoPrice: 12_000,
            dish: "iced-drink",
            images: 1,
          },
          {
            name: "Kopi Susu Gula Aren",
            shortDesc: "Kopi susu kekinian",
            shortDescEn: "Café-style iced milk coffee",
            descriptionEn: html("Espresso, fresh milk and real palm sugar."),
            description: html("Espresso, susu segar dan gula aren asli."),
            price: 25_000,
            recommended: true,
            dish: "coffee",
            images: 2,
          },
          {
            name: "Kopi Tubruk",
            shortDesc: "Kopi hitam tradisional",
            shortDescEn: "Traditional black coffee",
            descriptionEn: html("Robusta coffee from Temanggung, brewed tubruk-style with the grounds in the cup."),
            description: html("Kopi robusta Temanggung diseduh ala tubruk."),
            price: 15_000,
            dish: "coffee",
            images: 1,
          },
        ],
      },
      {
        productType: "Camilan dan Pencuci Mulut",
        productTypeEn: "Snacks and desserts",
        products: [
          {
            name: "Es Cendol",
            shortDesc: "Cendol dengan santan dan gula merah",
            shortDescEn: "Cendol with coconut milk and palm sugar",
            descriptionEn: html("Green pandan rice-flour jelly with coconut milk, palm sugar and shaved ice."),
            description: html("Cendol hijau dengan santan, gula merah dan es serut."),
            price: 18_000,
            dish: "dessert",
            images: 2,
          },
          {
            name: "Pisang Goreng Keju",
            shortDesc: "Pisang goreng dengan keju dan cokelat",
            shortDescEn: "Fried banana with cheese and chocolate",
            descriptionEn: html("Fried kepok bananas topped with grated cheese and chocolate."),
            description: html("Pisang kepok goreng dengan taburan keju dan cokelat."),
            price: 20_000,
            promoPrice: 16_000,
            dish: "dessert",
            images: 1,
          },
          {
            name: "Klepon",
            shortDesc: "Kue tradisional isi gula merah",
            shortDescEn: "Traditional sweets filled with palm sugar",
            descriptionEn: html("Pandan glutinous rice balls filled with palm sugar and rolled in grated coconut."),
            description: html("Bola ketan pandan isi gula merah dengan kelapa parut."),
            price: 15_000,
            dish: "dessert",
            images: 1,
          },
        ],
      },
      // A seasonal section (takjil in Ramadan) with nothing on it the rest of the year: its page
      // shows 'Info not available'.
      { productType: "Menu Musiman", productTypeEn: "Seasonal menu", products: [] },
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
        productTypeEn: "Padang rice plates",
        products: [
          {
            name: "Nasi Rendang",
            shortDesc: "Nasi dengan rendang sapi",
            shortDescEn: "Rice with beef rendang",
            descriptionEn:
              html(
                "Beef rendang slow-cooked for <strong>eight hours</strong> in authentic Minang spices.",
                "Served with:",
              ) + "<ul><li>steamed rice</li><li>cassava leaf curry</li><li>green chilli sambal</li></ul>",
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
            shortDescEn: "Padang-style poached chicken with sambal",
            descriptionEn: html(
              "Padang's own ayam pop, chicken poached in coconut water, with red chilli sambal and young jackfruit curry.",
            ),
            description: html("Ayam pop khas Padang dengan sambal merah dan sayur nangka."),
            price: 36_000,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Nasi Gulai Tunjang",
            shortDesc: "Gulai kikil sapi",
            shortDescEn: "Beef tendon curry",
            descriptionEn: html("Beef tendon in a rich, savoury coconut milk curry."),
            description: html("Gulai tunjang kuah santan kental yang gurih."),
            price: 38_000,
            dish: "rice-plate",
            images: 1,
          },
          {
            name: "Nasi Dendeng Balado",
            shortDesc: "Dendeng sapi sambal balado",
            shortDescEn: "Crispy beef with balado chilli",
            descriptionEn: html("Thin, crispy dried beef with balado chilli sambal."),
            description: html("Dendeng sapi tipis renyah dengan sambal balado."),
            price: 40_000,
            recommended: true,
            dish: "rice-plate",
            images: 2,
          },
          {
            name: "Sate Padang",
            shortDesc: "Sate dengan kuah kental",
            shortDescEn: "Satay with a thick sauce",
            descriptionEn: html("Beef satay with the thick yellow sauce of Pariaman."),
            description: html("Sate daging sapi dengan kuah kuning kental khas Pariaman."),
            price: 35_000,
            dish: "satay",
            images: 2,
          },
        ],
      },
      {
        productType: "Gulai dan Sup",
        productTypeEn: "Curries and soups",
        products: [
          {
            name: "Gulai Ikan Kakap",
            shortDesc: "Kepala ikan kakap kuah gulai",
            shortDescEn: "Snapper head curry",
            descriptionEn: html("Red snapper head in a yellow coconut curry."),
            description: html("Kepala ikan kakap merah dalam kuah gulai kuning."),
            price: 55_000,
            dish: "soup-bowl",
            images: 2,
          },
          {
            name: "Soto Padang",
            shortDesc: "Soto dengan paru goreng",
            shortDescEn: "Soto with crispy fried beef lung",
            descriptionEn: html("Clear beef soto with crispy fried beef lung and potato fritters."),
            description: html("Soto bening dengan daging sapi, paru goreng dan perkedel."),
            price: 32_000,
            dish: "soup-bowl",
            images: 1,
          },
          {
            name: "Sop Daging",
            shortDesc: "Sup daging sapi",
            shortDescEn: "Beef soup",
            descriptionEn: html("Beef soup with potatoes and carrots."),
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
        productTypeEn: "Drinks",
        products: [
          {
            name: "Teh Talua",
            shortDesc: "Teh telur khas Minang",
            shortDescEn: "Minang egg tea",
            descriptionEn: html("Tea whisked with egg yolk and a squeeze of lime."),
            description: html("Teh dengan kuning telur kocok dan jeruk nipis."),
            price: 18_000,
            recommended: true,
            dish: "coffee",
            images: 1,
          },
          {
            name: "Es Tebak",
            shortDesc: "Es campur khas Padang",
            shortDescEn: "Padang-style mixed ice",
            descriptionEn: html("Shaved ice with tebak (chewy rice-flour strips), palm fruit, avocado and milk."),
            description: html("Es serut dengan tebak, kolang-kaling, alpukat dan susu."),
            price: 20_000,
            dish: "dessert",
            images: 2,
          },
          {
            name: "Kawa Daun",
            shortDesc: "Seduhan daun kopi",
            shortDescEn: "Coffee leaf infusion",
            descriptionEn: html("A traditional drink brewed from roasted coffee leaves."),
            description: html("Minuman tradisional dari daun kopi sangrai."),
            price: 15_000,
            dish: "coffee",
            images: 1,
          },
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
    link: (outlet) =>
      `https://shopee.co.id/universal-link/now-food/shop/${createRandom(hashSeed(`shopee:${outlet.name}`)).int(20_000_000, 22_999_999)}`,
  },
];

const productImageName = (product: ProductSeed, n: number) => `${slugify(product.name)}-${n}`;

export function restaurantImageJobs(): ImageJob[] {
  return restaurantSeeds.flatMap((restaurant) =>
    restaurant.types.flatMap((type) =>
      type.products.flatMap((product) =>
        Array.from({ length: product.images }, (_, i) => {
          const name = productImageName(product, i + 1);
          return {
            folder: "restaurant" as const,
            name,
            render: () => foodScene(product.dish, createRandom(hashSeed(name))),
          };
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
      restaurant.types.map((type, sort) => ({
        restaurantId,
        productType: type.productType,
        productTypeEn: type.productTypeEn,
        sort,
      })),
    );
    const products = withIds(restaurant.types, typeIds).flatMap(([type, typeId]) =>
      type.products.map((product) => ({ product, typeId })),
    );
    const productIds = await insertReturningIds(
      db,
      restaurantProducts,
      products.map(({ product, typeId }) => ({
        restaurantId,
        typeId,
        name: product.name,
        shortDesc: product.shortDesc,
        description: product.description,
        shortDescEn: product.shortDescEn,
        descriptionEn: product.descriptionEn,
        price: product.price,
        promoPrice: product.promoPrice ?? 0,
        isRecommended: product.recommended ?? false,
      })),
    );
    await insertRows(
      db,
      restaurantProductImages,
      withIds(products, productIds).flatMap(([{ product }, productId]) =>
        Array.from({ length: product.images }, (_, n) => ({
          productId,
          file: webpFile(productImageName(product, n + 1)),
          sort: n,
        })),
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
        marketplaces.map((marketplace) => ({
          outletId,
          marketplaceName: marketplace.name,
          deepLink: marketplace.link(outlet),
        })),
      ),
    );
  }
}

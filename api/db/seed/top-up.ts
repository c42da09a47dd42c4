/** The top-up and bills catalogue: operators with credit and data, PLN tokens, e-wallets, e-money, cinema and game vouchers. */
import { OPERATOR_PREFIXES } from "#core/rules/top-up.ts";
import type { Db } from "../client.ts";
import { appSettings, topUpProducts, topUpProviders } from "../schema.ts";
import { insertReturningIds, insertRows, withIds } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { providerLogo } from "./scenes-content.ts";

type ProductRow = typeof topUpProducts.$inferInsert;

interface ProviderSeed {
  name: string;
  prefixes: readonly string[];
  colour: string;
  dataBrand: string;
}

const brands: readonly Omit<ProviderSeed, "prefixes">[] = [
  { name: "Telkomsel", colour: "#e4002b", dataBrand: "Internet OMG!" },
  { name: "Indosat", colour: "#e8a200", dataBrand: "Freedom Internet" },
  { name: "XL", colour: "#0a3d8f", dataBrand: "Xtra Combo" },
  { name: "Axis", colour: "#6b2c91", dataBrand: "Bronet" },
  { name: "Tri", colour: "#b0006d", dataBrand: "AlwaysOn" },
  { name: "Smartfren", colour: "#d71f26", dataBrand: "Unlimited Nonstop" },
];
// The prefixes are the detection's own table (core/rules/top-up.ts): one place for them.
const providerSeeds: readonly ProviderSeed[] = brands.map((brand) => ({
  ...brand,
  prefixes: OPERATOR_PREFIXES[brand.name] ?? [],
}));

/** Products shown as under disruption ("Gangguan"): [category, product name]. */
const disrupted = new Set([
  "credits:Smartfren 5.000",
  "pln_token:Token PLN 1.000.000",
  "movie_tickets:XXI The Premiere",
  "data_packages:Tri AlwaysOn 30GB",
  "ewallets:OVO 500.000",
  "voucher_games:PUBG Mobile 1800 UC",
]);

const rupiah = (amount: number) => amount.toLocaleString("id-ID");
const logoName = (provider: string) => `provider-${provider.toLowerCase()}`;

export function topUpImageJobs(): ImageJob[] {
  return providerSeeds.map((seed) => ({
    folder: "icon",
    name: logoName(seed.name),
    render: () => providerLogo(seed.name, seed.colour),
  }));
}

const creditTerms: readonly [number, number, string][] = [
  [5_000, 6_500, "7 hari"],
  [10_000, 11_500, "15 hari"],
  [15_000, 16_800, "30 hari"],
  [20_000, 21_800, "30 hari"],
  [25_000, 26_900, "30 hari"],
  [50_000, 51_500, "45 hari"],
  [100_000, 101_500, "60 hari"],
];

const dataPackages: readonly [string, number, string][] = [
  ["1GB", 12_000, "7 hari"],
  ["3GB", 35_000, "30 hari"],
  ["8GB", 65_000, "30 hari"],
  ["15GB", 98_000, "30 hari"],
  ["30GB", 145_000, "30 hari"],
];

function operatorProducts(seed: ProviderSeed, providerId: number): ProductRow[] {
  const credits = creditTerms.map(
    ([nominal, price, activePeriod]): ProductRow => ({
      category: "credits",
      providerId,
      productName: `${seed.name} ${rupiah(nominal)}`,
      description: `Pulsa Rp ${rupiah(nominal)}`,
      nominal,
      activePeriod,
      price,
    }),
  );
  const data = dataPackages.map(
    ([quota, price, activePeriod]): ProductRow => ({
      category: "data_packages",
      providerId,
      productName: `${seed.name} ${seed.dataBrand} ${quota}`,
      description: `Kuota ${quota} berlaku ${activePeriod}`,
      activePeriod,
      price,
    }),
  );
  return [...credits, ...data];
}

function groupProducts(
  category: string,
  groups: readonly string[],
  nominals: readonly number[],
  adminFee: number,
): ProductRow[] {
  return groups.flatMap((groupType) =>
    nominals.map((nominal) => ({
      category,
      groupType,
      productName: `${groupType} ${rupiah(nominal)}`,
      description: `Saldo ${groupType} Rp ${rupiah(nominal)}`,
      nominal,
      price: nominal,
      adminFee,
    })),
  );
}

const plnTokens: ProductRow[] = [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000].map((nominal) => ({
  category: "pln_token",
  productName: `Token PLN ${rupiah(nominal)}`,
  description: `Token listrik PLN Rp ${rupiah(nominal)}`,
  nominal,
  price: nominal,
  adminFee: 2_500,
}));

const movieTickets: ProductRow[] = [
  ["CGV", "CGV 2D Reguler (Senin-Kamis)", 40_000],
  ["CGV", "CGV 2D Reguler (Jumat-Minggu)", 50_000],
  ["CGV", "CGV Gold Class", 100_000],
  ["XXI", "XXI Reguler (Senin-Kamis)", 40_000],
  ["XXI", "XXI Reguler (Jumat-Minggu)", 50_000],
  ["XXI", "XXI The Premiere", 110_000],
].map(([groupType, productName, price]) => ({
  category: "movie_tickets",
  groupType: String(groupType),
  productName: String(productName),
  description: `Voucher tiket ${productName}`,
  price: Number(price),
  adminFee: 2_000,
}));

const voucherGames: ProductRow[] = [
  ["Mobile Legends", "86 Diamonds", 22_000],
  ["Mobile Legends", "172 Diamonds", 44_000],
  ["Mobile Legends", "257 Diamonds", 65_000],
  ["Mobile Legends", "706 Diamonds", 175_000],
  ["Free Fire", "70 Diamonds", 10_000],
  ["Free Fire", "140 Diamonds", 20_000],
  ["Free Fire", "355 Diamonds", 50_000],
  ["Free Fire", "720 Diamonds", 100_000],
  ["PUBG Mobile", "60 UC", 15_000],
  ["PUBG Mobile", "325 UC", 75_000],
  ["PUBG Mobile", "660 UC", 150_000],
  ["PUBG Mobile", "1800 UC", 375_000],
].map(([groupType, amount, price]) => ({
  category: "voucher_games",
  groupType: String(groupType),
  productName: `${groupType} ${amount}`,
  description: String(amount),
  price: Number(price),
}));

/** The biller's buyer_sku_code of a product: its category's code and its place in the list. */
function skuCode(product: ProductRow, index: number): string {
  const code: Record<string, string> = {
    credits: "PUL",
    data_packages: "DAT",
    pln_token: "PLN",
    ewallets: "EWL",
    emoneys: "EMN",
    movie_tickets: "MOV",
    voucher_games: "GAM",
  };
  return `${code[product.category] ?? "TOP"}${String(index + 1).padStart(3, "0")}`;
}

export async function seedTopUp(db: Db): Promise<void> {
  const providerIds = await insertReturningIds(
    db,
    topUpProviders,
    providerSeeds.map((seed) => ({
      providerName: seed.name,
      logo: webpFile(logoName(seed.name)),
      numberPrefixes: [...seed.prefixes],
    })),
  );
  const products = [
    ...withIds(providerSeeds, providerIds).flatMap(([seed, providerId]) => operatorProducts(seed, providerId)),
    ...plnTokens,
    ...groupProducts(
      "ewallets",
      ["GOPAY", "OVO", "DANA", "SHOPEEPAY", "LINKAJA"],
      [10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 500_000],
      1_000,
    ),
    ...groupProducts(
      "emoneys",
      ["Mandiri e-Money", "BCA Flazz", "BNI TapCash", "BRI Brizzi"],
      [20_000, 50_000, 100_000, 200_000],
      1_500,
    ),
    ...movieTickets,
    ...voucherGames,
  ];
  await insertRows(
    db,
    topUpProducts,
    products.map((product, index) => ({
      ...product,
      skuCode: skuCode(product, index),
      status: disrupted.has(`${product.category}:${product.productName}`) ? "Gangguan" : "Open",
    })),
  );
  await db
    .insert(appSettings)
    .values({ key: "top_up_platform_status", value: { ios: 1, android: 1 } })
    .onConflictDoNothing();
}

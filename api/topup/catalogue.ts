// The store's lists (seed 002 section 7): operators with credits and data packages, PLN tokens,
// and the grouped lists (e-wallet, e-money, movie tickets, game vouchers), in the seed's shapes.
import { asc, eq } from "drizzle-orm";
import type { Credit, ProductGroup, TopUpProduct, TopUpProvider } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { topUpProducts, topUpProviders } from "../db/schema.ts";

type ProductRow = typeof topUpProducts.$inferSelect;

function productOf(row: ProductRow): TopUpProduct {
  return {
    id: row.id,
    product_name: row.productName,
    description: row.description,
    price: row.price,
    admin_fee: row.adminFee,
    status: row.status,
  };
}

const creditOf = (row: ProductRow): Credit => ({
  ...productOf(row),
  credit: row.nominal,
  active_period: row.activePeriod,
});

async function productsOf(db: Db, category: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(topUpProducts)
    .where(eq(topUpProducts.category, category))
    .orderBy(asc(topUpProducts.groupType), asc(topUpProducts.price), asc(topUpProducts.id));
}

export async function providers(db: Db): Promise<TopUpProvider[]> {
  const [rows, credits, data] = await Promise.all([
    db.select().from(topUpProviders).orderBy(asc(topUpProviders.id)),
    productsOf(db, "credits"),
    productsOf(db, "data_packages"),
  ]);
  return rows.map((p) => ({
    id: p.id,
    provider_name: p.providerName,
    logo: p.logo,
    number_prefix: p.numberPrefixes,
    credits: credits.filter((c) => c.providerId === p.id).map(creditOf),
    data_packages: data.filter((c) => c.providerId === p.id).map(creditOf),
  }));
}

export async function plainList(db: Db, category: string): Promise<TopUpProduct[]> {
  return (await productsOf(db, category)).map(productOf);
}

export async function groupedList(db: Db, category: string): Promise<ProductGroup[]> {
  const groups = new Map<string, TopUpProduct[]>();
  for (const row of await productsOf(db, category)) {
    const type = row.groupType ?? "";
    groups.set(type, [...(groups.get(type) ?? []), productOf(row)]);
  }
  return [...groups].map(([type, data]) => ({ type, data }));
}

/** Multi-row inserts in chunks: PGlite manages about 11k rows/s this way against 1k/s row by row. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";

const BATCH_SIZE = 1000;

export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE) as T["$inferInsert"][]);
  }
}

export async function insertReturningId<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  row: T["$inferInsert"],
): Promise<number> {
  const [id] = await insertReturningIds(db, table, [row]);
  if (id === undefined) throw new Error("insert returned no id");
  return id;
}

/** Pairs each item with the id inserted for it (same order), checking that the counts match. */
export function withIds<T>(items: readonly T[], ids: readonly number[]): [T, number][] {
  if (items.length !== ids.length) throw new Error(`Expected ${items.length} ids, got ${ids.length}`);
  return items.map((item, i) => [item, ids[i]!]);
}

/**
 * Inserts and returns the new ids in the order of `rows` (PostgreSQL returns the rows of a
 * multi-row VALUES insert in their VALUES order).
 */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE) as T["$inferInsert"][])
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

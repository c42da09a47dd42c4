import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { PAID_STATUSES } from "./state.ts";

const paidList = [...PAID_STATUSES];

/** What has been paid for one purchase (a reservation, a long stay, ...): the sum of its paid payments. */
export async function paidSoFar(tx: Db, subjectType: string, subjectId: number): Promise<number> {
  const [row] = await queryRows<{ paid: number }>(
    tx,
    sql`select coalesce(sum(gross_amount), 0)::int as paid from payments
        where subject_type = ${subjectType} and subject_id = ${subjectId}
          and transaction_status in (${sql.join(
            paidList.map((s) => sql`${s}`),
            sql`, `,
          )})`,
  );
  return Number(row?.paid ?? 0);
}

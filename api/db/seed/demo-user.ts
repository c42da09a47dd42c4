/**
 * The demo account, so that a newcomer (and the browser tests) can sign in and use points and
 * Kredivo at once: activated, password `demo12345`, 250,000 points.
 *
 * Created once, for a fresh demo seed and for an already-seeded database that lacks it. Runs under
 * the demo seed's advisory lock; the insert still does nothing on a conflict with the
 * lower(email) unique index, so a concurrent registration of the same address is never overwritten.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords.ts";
import { newReferralCode } from "../../auth/service.ts";
import type { Db } from "../client.ts";
import { pointBalances, pointLedger } from "../schema.ts";

export const DEMO_USER = {
  email: "demo@inap.id",
  password: "demo12345",
  name: "Demo Inap",
  phoneCode: "+62",
  phone: "81234567890",
  points: 250_000,
} as const;

export const DEMO_POINTS_REASON = "demo welcome points";

/** Creates the demo account if it is missing; true when it was created now. */
export async function seedDemoUser(db: Db): Promise<boolean> {
  const exists = await db.execute(sql`select 1 from users where lower(email) = ${DEMO_USER.email}`);
  if ((exists as unknown as { rows: unknown[] }).rows.length > 0) return false;

  const passwordHash = await hashPassword(DEMO_USER.password);
  const referralCode = await newReferralCode(db);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into users (name, email, phone_code, phone, password_hash, referral_code, status_register, activated_at, lang)
      values (${DEMO_USER.name}, ${DEMO_USER.email}, ${DEMO_USER.phoneCode}, ${DEMO_USER.phone}, ${passwordHash}, ${referralCode}, 0, now(), 'id')
      on conflict (lower(email)) do nothing
      returning id`);
    const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
    if (!row) return false;
    await tx.insert(pointBalances).values({ userId: row.id, remaining: DEMO_USER.points });
    await tx.insert(pointLedger).values({ userId: row.id, delta: DEMO_USER.points, reason: DEMO_POINTS_REASON });
    return true;
  });
}

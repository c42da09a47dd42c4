/** Weekly, monthly and yearly prices for the rooms of about half of the properties. */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { roomBasePriceSql } from "./pricing.ts";
import type { Random } from "./random.ts";

type LongStayType = "weekly" | "monthly" | "yearly";

/** Nights per unit and the discount against the nightly base price. */
const longStayTerms: Record<LongStayType, { nights: number; factor: number }> = {
  weekly: { nights: 7, factor: 0.85 },
  monthly: { nights: 30, factor: 0.55 },
  yearly: { nights: 365, factor: 0.45 },
};

const notes: readonly (string | null)[] = [
  null,
  null,
  "Harga sudah termasuk listrik dan air.",
  "Termasuk pembersihan kamar dua kali seminggu.",
  "Belum termasuk listrik (token prabayar).",
];

interface LongStayPlan {
  room_id: number;
  type: LongStayType;
  nights: number;
  factor: number;
  per: number;
  dp_percent: number;
  promo_name: string | null;
  promo_idr: number;
  note: string | null;
}

/** Monthly prices for every room given, weekly and yearly for some. */
export function planLongStays(roomIds: readonly number[], random: Random): LongStayPlan[] {
  const plans: LongStayPlan[] = [];
  for (const roomId of roomIds) {
    const types: LongStayType[] = ["monthly"];
    if (random.chance(0.45)) types.unshift("weekly");
    if (random.chance(0.3)) types.push("yearly");
    for (const type of types) {
      const hasPromo = random.chance(0.25);
      plans.push({
        room_id: roomId,
        type,
        ...longStayTerms[type],
        per: billingPeriod(type, random),
        dp_percent: random.pick([20, 25, 30, 40, 50]),
        promo_name: hasPromo
          ? random.pick(["Promo Bulanan", "Diskon Kos Baru", "Promo Mahasiswa", "Hemat Panjang"])
          : null,
        promo_idr: hasPromo ? random.int(2, 10) * 50_000 : 0,
        note: random.pick(notes),
      });
    }
  }
  return plans;
}

/** Mostly 1; some weekly prices per 2 weeks and monthly ones per 2, 3 or 6 months; a year is per 1. */
function billingPeriod(type: LongStayType, random: Random): number {
  if (type === "weekly") return random.chance(0.2) ? 2 : 1;
  if (type === "monthly") return random.chance(0.35) ? random.pick([2, 3, 3, 6]) : 1;
  return 1;
}

const CHUNK = 2000;

/** Inserts the plans, pricing each from the room's nightly base price, rounded to Rp 10,000. */
export async function insertLongStays(db: Db, plans: readonly LongStayPlan[]): Promise<void> {
  for (let start = 0; start < plans.length; start += CHUNK) {
    const chunk = JSON.stringify(plans.slice(start, start + CHUNK));
    await db.execute(sql`
      insert into long_stay_prices (room_id, type, price, per, dp_percent, promo_name, promo_idr, note)
      select v.room_id, v.type, (round(${roomBasePriceSql} * v.nights * v.per * v.factor / 10000) * 10000)::int,
        v.per, v.dp_percent, v.promo_name, v.promo_idr, v.note
      from jsonb_to_recordset(${chunk}::jsonb) as v(room_id int, type text, nights int, factor numeric, per int, dp_percent int, promo_name text, promo_idr int, note text)
      join rooms r on r.id = v.room_id
      join properties p on p.id = r.property_id`);
  }
}

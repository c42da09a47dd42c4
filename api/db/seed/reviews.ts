/** A few guest reviews (daily stays) for some of the properties, some answered by the host. */
import type { Db } from "../client.ts";
import { reviews } from "../schema.ts";
import { insertRows } from "./batch.ts";
import { addDays, localMidnight } from "./dates.ts";
import type { Random } from "./random.ts";

const guestNames: readonly string[] = [
  "Budi Santoso",
  "Siti Rahmawati",
  "Andi Pratama",
  "Dewi Lestari",
  "Rizky Ramadhan",
  "Putri Ayu",
  "Agus Setiawan",
  "Nurul Hidayah",
  "Made Wirawan",
  "Ketut Sari",
  "Yohanes Sitorus",
  "Intan Permata",
  "Sarah Johnson",
  "Kenji Tanaka",
  "Emma de Vries",
  "Michael Chen",
];

const reviewTexts: readonly string[] = [
  "Tempatnya bersih dan nyaman, staf sangat ramah. Pasti akan kembali lagi!",
  "Lokasi strategis, dekat ke mana-mana. Sarapannya enak.",
  "Kolam renangnya bagus, anak-anak senang sekali. Kamar agak kecil tapi bersih.",
  "Pemandangannya luar biasa, suasana tenang cocok untuk istirahat.",
  "Check-in cepat, kamar wangi dan AC dingin. Harga sesuai kualitas.",
  "Great stay, the host was very helpful and the room was spotless.",
  "Lovely place with a beautiful garden. WiFi was a bit slow in the evening.",
  "Perfect location for exploring the area. Would recommend to friends.",
  "Kamar mandinya perlu sedikit perbaikan, tapi secara keseluruhan memuaskan.",
  "Very quiet and relaxing. Breakfast could have more choice.",
];

const answers: readonly string[] = [
  "Terima kasih atas ulasannya, kami tunggu kedatangan Anda kembali!",
  "Terima kasih, masukan Anda akan kami perbaiki segera.",
  "Thank you for staying with us, we hope to welcome you again soon!",
];

/** Reviews for about a third of the properties, 1 to 4 each; order ids DEMO-REV-1, DEMO-REV-2, ... */
export async function seedReviews(db: Db, propertyIds: readonly number[], today: string, random: Random): Promise<void> {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const propertyId of propertyIds) {
    if (!random.chance(0.35)) continue;
    for (let i = random.int(1, 4); i > 0; i--) {
      const number = rows.length + 1;
      const name = random.pick(guestNames);
      const rating = () => random.int(6, 10);
      rows.push({
        propertyId,
        reservationType: "daily",
        orderId: `DEMO-REV-${number}`,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${number}@example.com`,
        name,
        cleanliness: rating(),
        comfort: rating(),
        food: rating(),
        location: rating(),
        service: rating(),
        review: random.pick(reviewTexts),
        reviewAnswer: random.chance(0.4) ? random.pick(answers) : null,
        createdAt: localMidnight(addDays(today, -random.int(3, 300))),
      });
    }
  }
  await insertRows(db, reviews, rows);
}

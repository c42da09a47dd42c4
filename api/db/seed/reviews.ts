/**
 * A few guest reviews for some of the properties, some answered by the host, each from a past stay:
 * its checked-out nightly booking (status 4) is seeded with it, so every review belongs to a real
 * booking of that email that ended before the review was written (decision 026).
 */
import type { Db } from "../client.ts";
import { reservations, reviews } from "../schema.ts";
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

const NIGHTLY_RATE = 750_000;

/** Reviews for about a third of the properties, 1 to 4 each, and their stays; order ids DEMO-REV-1, DEMO-REV-2, ... */
export async function seedReviews(
  db: Db,
  propertyIds: readonly number[],
  today: string,
  random: Random,
): Promise<void> {
  const rows: (typeof reviews.$inferInsert)[] = [];
  const stays: (typeof reservations.$inferInsert)[] = [];
  for (const propertyId of propertyIds) {
    if (!random.chance(0.35)) continue;
    for (let i = random.int(1, 4); i > 0; i--) {
      const number = rows.length + 1;
      const name = random.pick(guestNames);
      const rating = () => random.int(6, 10);
      const orderId = `DEMO-REV-${number}`;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${number}@example.com`;
      const reviewedOn = addDays(today, -random.int(3, 300));
      const departure = addDays(reviewedOn, -random.int(0, 2));
      const nights = random.int(1, 3);
      const arrival = addDays(departure, -nights);
      const uniqueCode = random.int(100, 999);
      stays.push({
        orderId,
        propertyId,
        arrival,
        departure,
        nights,
        guestCount: 2,
        guestName: name,
        guestEmail: email,
        guestPhone: "+62-81200000000",
        status: 4,
        statusText: "checked_out",
        paymentMethod: "transfer",
        subTotal: nights * NIGHTLY_RATE,
        uniqueCode,
        total: nights * NIGHTLY_RATE + uniqueCode,
        createdAt: localMidnight(addDays(arrival, -14)),
        updatedAt: localMidnight(departure),
      });
      rows.push({
        propertyId,
        reservationType: "daily",
        orderId,
        email,
        name,
        cleanliness: rating(),
        comfort: rating(),
        food: rating(),
        location: rating(),
        service: rating(),
        review: random.pick(reviewTexts),
        reviewAnswer: random.chance(0.4) ? random.pick(answers) : null,
        createdAt: localMidnight(reviewedOn),
      });
    }
  }
  await insertRows(db, reservations, stays);
  await insertRows(db, reviews, rows);
}

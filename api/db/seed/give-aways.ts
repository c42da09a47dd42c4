/** Give-away campaigns with bilingual HTML terms; some have a call-to-action button. */
import type { Db } from "../client.ts";
import { giveAways } from "../schema.ts";
import { insertRows } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { giveAwayBanner } from "./scenes-content.ts";

/** Indonesian first, then English. */
type Both<T> = readonly [id: T, en: T];

interface GiveAwaySeed {
  code: string;
  title: Both<string>;
  prize: Both<string>;
  steps: Both<readonly string[]>;
  /** The call to action: its text in both languages and where it leads. */
  button?: readonly [id: string, en: string, link: string];
  hue: number;
}

const giveAwaySeeds: readonly GiveAwaySeed[] = [
  {
    code: "GA-VILLA-UBUD",
    title: ["Menginap Gratis 2 Malam", "Two Free Nights"],
    prize: ["Villa di Ubud untuk 2 orang", "A villa in Ubud for 2"],
    steps: [
      [
        "Ikuti akun Instagram kami.",
        "Bagikan foto liburan favoritmu dengan tagar #LiburanNusantara.",
        "Pemenang diumumkan setiap akhir bulan.",
      ],
      [
        "Follow our Instagram account.",
        "Share your favourite holiday photo with #LiburanNusantara.",
        "Winners are announced at the end of each month.",
      ],
    ],
    button: ["Ikuti Sekarang", "Follow now", "https://www.instagram.com/"],
    hue: 280,
  },
  {
    code: "GA-SALDO-100K",
    title: ["Saldo E-Wallet Rp 100.000", "Rp 100,000 E-Wallet Balance"],
    prize: ["Untuk 10 pemenang", "For 10 winners"],
    steps: [
      ["Lakukan transaksi top up minimal Rp 50.000.", "Satu akun berkesempatan menang satu kali."],
      ["Make a top-up of at least Rp 50,000.", "Each account can win once."],
    ],
    button: ["Top Up", "Top up", "/top-up/credits"],
    hue: 30,
  },
  {
    code: "GA-REVIEW",
    title: ["Tulis Ulasan, Dapat Hadiah", "Write a Review, Win a Prize"],
    prize: ["Voucher menginap Rp 250.000", "A Rp 250,000 stay voucher"],
    steps: [
      [
        "Selesaikan masa inap Anda.",
        "Tulis ulasan jujur tentang properti.",
        "Lima ulasan terbaik setiap bulan mendapat voucher.",
      ],
      [
        "Complete your stay.",
        "Write an honest review of the property.",
        "The five best reviews each month win a voucher.",
      ],
    ],
    hue: 190,
  },
  {
    code: "GA-KULINER",
    title: ["Makan Gratis di Nusa Cafe", "Free Meal at Nusa Cafe"],
    prize: ["Paket makan untuk 4 orang", "A meal for 4"],
    steps: [
      ["Pesan menu Nusa Cafe lewat aplikasi pesan antar.", "Unggah bukti pesanan di kolom komentar."],
      ["Order from Nusa Cafe through a delivery app.", "Post your order receipt in the comments."],
    ],
    button: ["Lihat Menu", "See the menu", "/restaurants/nusa-cafe"],
    hue: 340,
  },
  {
    code: "GA-REFERRAL",
    title: ["Ajak Teman, Menangkan Hadiah", "Invite Friends, Win a Prize"],
    prize: ["Smartphone untuk 1 pemenang", "A smartphone for 1 winner"],
    steps: [
      ["Bagikan kode referral Anda.", "Setiap teman yang menginap menambah peluang Anda."],
      ["Share your referral code.", "Every friend who stays adds to your chances."],
    ],
    button: ["Bagikan Kode", "Share your code", "/profile"],
    hue: 120,
  },
  {
    code: "GA-LEBARAN",
    title: ["Mudik Hemat Lebaran", "Lebaran Homecoming Saver"],
    prize: ["Tiket pulang kampung untuk 2 orang", "Homecoming tickets for 2"],
    steps: [
      ["Pesan penginapan selama periode Lebaran.", "Pemenang dipilih secara acak."],
      ["Book a stay during the Lebaran period.", "Winners are drawn at random."],
    ],
    hue: 60,
  },
];

const steps = (intro: string, items: readonly string[]) =>
  `<p>${intro}</p><ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;

export function giveAwayImageJobs(): ImageJob[] {
  return giveAwaySeeds.map((seed) => {
    const name = seed.code.toLowerCase();
    return { folder: "give-away", name, render: () => giveAwayBanner(seed.hue, createRandom(hashSeed(name))) };
  });
}

export async function seedGiveAways(db: Db): Promise<void> {
  await insertRows(
    db,
    giveAways,
    giveAwaySeeds.map((seed, sort) => ({
      code: seed.code,
      titleId: seed.title[0],
      titleEn: seed.title[1],
      image: webpFile(seed.code.toLowerCase()),
      termsId: steps(`${seed.title[0]}: ${seed.prize[0]}. Cara ikut:`, seed.steps[0]),
      termsEn: steps(`${seed.title[1]}: ${seed.prize[1]}. How to take part:`, seed.steps[1]),
      btnText: seed.button?.[0] ?? null,
      btnTextEn: seed.button?.[1] ?? null,
      btnLink: seed.button?.[2] ?? null,
      sort,
    })),
  );
}

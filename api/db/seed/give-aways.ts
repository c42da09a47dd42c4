/** Give-away campaigns with bilingual HTML terms; some have a call-to-action button. */
import type { Db } from "../client.ts";
import { giveAways } from "../schema.ts";
import { insertRows } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { giveAwayBanner } from "./scenes-content.ts";

interface GiveAwaySeed {
  code: string;
  title: string;
  titleEn: string;
  prize: string;
  prizeEn: string;
  stepsId: readonly string[];
  stepsEn: readonly string[];
  btnText?: string;
  btnTextEn?: string;
  btnLink?: string;
  hue: number;
}

const giveAwaySeeds: readonly GiveAwaySeed[] = [
  {
    code: "GA-VILLA-UBUD",
    title: "Menginap Gratis 2 Malam",
    titleEn: "Two Free Nights",
    prize: "Villa di Ubud untuk 2 orang",
    prizeEn: "A villa in Ubud for 2",
    stepsId: [
      "Ikuti akun Instagram kami.",
      "Bagikan foto liburan favoritmu dengan tagar #LiburanNusantara.",
      "Pemenang diumumkan setiap akhir bulan.",
    ],
    stepsEn: [
      "Follow our Instagram account.",
      "Share your favourite holiday photo with #LiburanNusantara.",
      "Winners are announced at the end of each month.",
    ],
    btnText: "Ikuti Sekarang",
    btnTextEn: "Follow now",
    btnLink: "https://www.instagram.com/",
    hue: 280,
  },
  {
    code: "GA-SALDO-100K",
    title: "Saldo E-Wallet Rp 100.000",
    titleEn: "Rp 100,000 E-Wallet Balance",
    prize: "Untuk 10 pemenang",
    prizeEn: "For 10 winners",
    stepsId: ["Lakukan transaksi top up minimal Rp 50.000.", "Satu akun berkesempatan menang satu kali."],
    stepsEn: ["Make a top-up of at least Rp 50,000.", "Each account can win once."],
    btnText: "Top Up",
    btnTextEn: "Top up",
    btnLink: "/top-up/credits",
    hue: 30,
  },
  {
    code: "GA-REVIEW",
    title: "Tulis Ulasan, Dapat Hadiah",
    titleEn: "Write a Review, Win a Prize",
    prize: "Voucher menginap Rp 250.000",
    prizeEn: "A Rp 250,000 stay voucher",
    stepsId: [
      "Selesaikan masa inap Anda.",
      "Tulis ulasan jujur tentang properti.",
      "Lima ulasan terbaik setiap bulan mendapat voucher.",
    ],
    stepsEn: [
      "Complete your stay.",
      "Write an honest review of the property.",
      "The five best reviews each month win a voucher.",
    ],
    hue: 190,
  },
  {
    code: "GA-KULINER",
    title: "Makan Gratis di Nusa Cafe",
    titleEn: "Free Meal at Nusa Cafe",
    prize: "Paket makan untuk 4 orang",
    prizeEn: "A meal for 4",
    stepsId: ["Pesan menu Nusa Cafe lewat aplikasi pesan antar.", "Unggah bukti pesanan di kolom komentar."],
    stepsEn: ["Order from Nusa Cafe through a delivery app.", "Post your order receipt in the comments."],
    btnText: "Lihat Menu",
    btnTextEn: "See the menu",
    btnLink: "/restaurants/nusa-cafe",
    hue: 340,
  },
  {
    code: "GA-REFERRAL",
    title: "Ajak Teman, Menangkan Hadiah",
    titleEn: "Invite Friends, Win a Prize",
    prize: "Smartphone untuk 1 pemenang",
    prizeEn: "A smartphone for 1 winner",
    stepsId: ["Bagikan kode referral Anda.", "Setiap teman yang menginap menambah peluang Anda."],
    stepsEn: ["Share your referral code.", "Every friend who stays adds to your chances."],
    btnText: "Bagikan Kode",
    btnTextEn: "Share your code",
    btnLink: "/profile",
    hue: 120,
  },
  {
    code: "GA-LEBARAN",
    title: "Mudik Hemat Lebaran",
    titleEn: "Lebaran Homecoming Saver",
    prize: "Tiket pulang kampung untuk 2 orang",
    prizeEn: "Homecoming tickets for 2",
    stepsId: ["Pesan penginapan selama periode Lebaran.", "Pemenang dipilih secara acak."],
    stepsEn: ["Book a stay during the Lebaran period.", "Winners are drawn at random."],
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
      titleId: seed.title,
      titleEn: seed.titleEn,
      image: webpFile(seed.code.toLowerCase()),
      termsId: steps(`${seed.title}: ${seed.prize}. Cara ikut:`, seed.stepsId),
      termsEn: steps(`${seed.titleEn}: ${seed.prizeEn}. How to take part:`, seed.stepsEn),
      btnText: seed.btnText ?? null,
      btnTextEn: seed.btnTextEn ?? null,
      btnLink: seed.btnLink ?? null,
      sort,
    })),
  );
}

/**
 * Promos (carousel, banner, popup, login, site), vouchers (valid, expired, used up) and the active
 * promo event with its icon and claim animation.
 */
import type { Db } from "../client.ts";
import { promoEvents, promos, vouchers } from "../schema.ts";
import { insertRows } from "./batch.ts";
import { addDays, localMidnight } from "./dates.ts";
import { webpFile, type AnimationJob, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { promoBanner, promoEventIcon, voucherClaimFrame, type BannerText } from "./scenes-content.ts";

const terms = (items: readonly string[], intro: string) =>
  `<p>${intro}</p><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

export interface PromoSeed {
  code: string;
  kind: "carousel" | "banner" | "popup" | "login" | "site";
  titleId: string;
  titleEn: string;
  value: number;
  product?: string;
  termsId: string;
  termsEn: string;
  btnText?: string;
  btnTextEn?: string;
  /** A link inside the site; `{city:NAME}` is replaced by that city's id. */
  btnLink?: string;
  /** The voucher this promo advertises: its code is the promo's code, and its picture shows it. */
  voucher?: string;
  banner: Omit<BannerText, "code">;
}

export const promoSeeds: readonly PromoSeed[] = [
  {
    code: "BALI20",
    kind: "carousel",
    titleId: "Diskon 20% Villa di Bali",
    titleEn: "20% off villas in Bali",
    value: 20,
    termsId: terms(
      [
        "Berlaku untuk menginap minimal 2 malam.",
        "Tidak dapat digabung dengan voucher lain.",
        "Kuota terbatas setiap minggu.",
      ],
      "Nikmati liburan di Bali dengan potongan harga hingga 20%.",
    ),
    termsEn: terms(
      ["Valid for stays of at least 2 nights.", "Cannot be combined with other vouchers.", "Limited weekly quota."],
      "Enjoy a holiday in Bali with up to 20% off.",
    ),
    btnText: "Lihat Villa",
    btnTextEn: "See villas",
    btnLink: "/villas?city={city:KABUPATEN BADUNG}",
    banner: { headline: "20%", hue: 12 },
  },
  {
    code: "LIBURSEKOLAH",
    kind: "carousel",
    titleId: "Promo Liburan Sekolah",
    titleEn: "School Holiday Deals",
    value: 15,
    termsId: terms(
      ["Berlaku untuk kamar keluarga.", "Pemesanan paling lambat 7 hari sebelum kedatangan."],
      "Liburan sekolah lebih hemat bersama keluarga.",
    ),
    termsEn: terms(
      ["Valid for family rooms.", "Book at least 7 days before arrival."],
      "Save on family trips during the school holidays.",
    ),
    btnText: "Pesan Sekarang",
    btnTextEn: "Book now",
    btnLink: "/villas",
    banner: { headline: "15%", hue: 200 },
  },
  {
    code: "BULANAN30",
    kind: "carousel",
    titleId: "Hemat Sewa Bulanan",
    titleEn: "Save on Monthly Stays",
    value: 30,
    termsId: terms(
      ["Berlaku untuk sewa minimal 1 bulan.", "Uang muka mulai 20%."],
      "Tinggal lebih lama, bayar lebih hemat.",
    ),
    termsEn: terms(["Valid for stays of one month or more.", "Down payments from 20%."], "Stay longer, pay less."),
    btnText: "Cari Kos",
    btnTextEn: "Find a long stay",
    btnLink: "/stay-monthly",
    banner: { headline: "30%", hue: 150 },
  },
  {
    code: "TOPUP5",
    kind: "carousel",
    titleId: "Cashback Pulsa dan Token Listrik",
    titleEn: "Cashback on Credit and Electricity Tokens",
    value: 5,
    termsId: terms(
      ["Berlaku untuk pembelian pulsa dan token PLN.", "Maksimal cashback Rp 10.000."],
      "Isi pulsa dan token listrik lebih untung.",
    ),
    termsEn: terms(
      ["Valid for phone credit and PLN tokens.", "Cashback up to Rp 10,000."],
      "Top up credit and electricity tokens for less.",
    ),
    btnText: "Isi Sekarang",
    btnTextEn: "Top up now",
    btnLink: "/top-up/credits",
    banner: { headline: "5%", hue: 45 },
  },
  {
    code: "NUSAFOOD",
    kind: "carousel",
    titleId: "Nusa Food: Makan Enak Lebih Hemat",
    titleEn: "Nusa Food: Great Food for Less",
    value: 25,
    termsId: terms(
      ["Berlaku untuk menu pilihan.", "Pesan melalui GoFood, GrabFood atau ShopeeFood."],
      "Menu favorit Nusa Cafe dan Nusa Minang dengan harga spesial.",
    ),
    termsEn: terms(
      ["Valid on selected dishes.", "Order through GoFood, GrabFood or ShopeeFood."],
      "Favourite dishes from Nusa Cafe and Nusa Minang at special prices.",
    ),
    banner: { headline: "25%", hue: 330 },
  },
  {
    code: "HEMAT20",
    kind: "banner",
    titleId: "Hemat hingga 20%",
    titleEn: "Save up to 20%",
    value: 20,
    termsId: terms(["Harga sudah termasuk potongan."], "Harga spesial untuk properti pilihan."),
    termsEn: terms(["Prices already include the discount."], "Special prices on selected properties."),
    banner: { headline: "20%", hue: 260 },
  },
  {
    // Issue 22: the popup advertises the voucher HEMAT10 with the voucher's own terms (10%, every
    // night, once per account): its code, figure and terms are checked against the voucher.
    code: "HEMAT10",
    voucher: "HEMAT10",
    kind: "popup",
    titleId: "Voucher Hemat 10%",
    titleEn: "10% Saver Voucher",
    value: 10,
    termsId: terms(
      [
        "Potongan 10% untuk semua properti, setiap malam.",
        "Masukkan kode HEMAT10 di halaman pemesanan.",
        "Berlaku satu kali per akun.",
      ],
      "Liburan lebih hemat dengan voucher HEMAT10.",
    ),
    termsEn: terms(
      [
        "10% off every property, any night of the week.",
        "Enter the code HEMAT10 on the booking page.",
        "One use per account.",
      ],
      "Save on your holiday with the HEMAT10 voucher.",
    ),
    btnText: "Cari Penginapan",
    btnTextEn: "Find a stay",
    btnLink: "/villas",
    banner: { headline: "10%", hue: 180 },
  },
  {
    code: "POPUP-KOS",
    kind: "popup",
    titleId: "Kos Eksklusif Bulan Pertama Hemat",
    titleEn: "First Month Saver on Exclusive Long Stays",
    value: 30,
    termsId: terms(
      ["Berlaku untuk sewa bulanan.", "Potongan hanya untuk bulan pertama."],
      "Pindah ke kos eksklusif lebih ringan.",
    ),
    termsEn: terms(
      ["Valid for monthly stays.", "The discount applies to the first month only."],
      "Moving into an exclusive long stay costs less.",
    ),
    btnText: "Cari Kos",
    btnTextEn: "Find a long stay",
    btnLink: "/stay-monthly",
    banner: { headline: "30%", hue: 150 },
  },
  {
    code: "POPUP-PULSA",
    kind: "popup",
    titleId: "Cashback Token Listrik",
    titleEn: "Electricity Token Cashback",
    value: 5,
    termsId: terms(
      ["Berlaku untuk token PLN mulai Rp 50.000.", "Cashback masuk sebagai poin."],
      "Beli token listrik, dapat cashback.",
    ),
    termsEn: terms(
      ["Valid for PLN tokens from Rp 50,000.", "Cashback is paid as points."],
      "Buy electricity tokens and get cashback.",
    ),
    btnText: "Beli Token",
    btnTextEn: "Buy a token",
    btnLink: "/top-up/credits",
    banner: { headline: "5%", hue: 45 },
  },
  {
    code: "MEMBER5",
    kind: "login",
    titleId: "Diskon Member 5%",
    titleEn: "Members get 5% off",
    value: 5,
    termsId: terms(["Masuk ke akun Anda untuk mendapatkan potongan."], "Potongan otomatis untuk member."),
    termsEn: terms(["Log in to your account to get the discount."], "An automatic discount for members."),
    banner: { headline: "5%", hue: 100 },
  },
  {
    code: "SITE-HOTEL",
    kind: "site",
    titleId: "Promo Hotel",
    titleEn: "Hotel Promo",
    value: 10,
    product: "hotel",
    termsId: terms(["Berlaku untuk semua pemesanan harian."], "Potongan untuk semua pemesanan menginap."),
    termsEn: terms(["Valid on every nightly booking."], "A discount on every nightly booking."),
    banner: { headline: "10%", hue: 220 },
  },
];

export interface VoucherSeed {
  code: string;
  titleId: string;
  titleEn: string;
  value: number;
  nominal: number;
  quota: number;
  usedCount: number;
  showOnHome: boolean;
  /** Days from the seed day to expiry; negative means already expired. */
  expiresInDays: number;
  banner: Omit<BannerText, "code">;
}

export const voucherSeeds: readonly VoucherSeed[] = [
  {
    code: "HEMAT10",
    titleId: "Voucher Hemat 10%",
    titleEn: "10% Saver Voucher",
    value: 10,
    nominal: 0,
    quota: 1000,
    usedCount: 0,
    showOnHome: true,
    expiresInDays: 180,
    banner: { headline: "10%", hue: 5 },
  },
  {
    code: "DISKON50K",
    titleId: "Potongan Rp 50.000",
    titleEn: "Rp 50,000 off",
    value: 0,
    nominal: 50_000,
    quota: 500,
    usedCount: 0,
    showOnHome: true,
    expiresInDays: 120,
    banner: { headline: "Rp 50K", hue: 160 },
  },
  {
    code: "LIBURAN25",
    titleId: "Voucher Liburan 25%",
    titleEn: "25% Holiday Voucher",
    value: 25,
    nominal: 0,
    quota: 200,
    usedCount: 0,
    showOnHome: true,
    expiresInDays: 90,
    banner: { headline: "25%", hue: 290 },
  },
  {
    code: "LAMA20",
    titleId: "Voucher Lama 20%",
    titleEn: "Old 20% Voucher",
    value: 20,
    nominal: 0,
    quota: 100,
    usedCount: 3,
    showOnHome: false,
    expiresInDays: -10,
    banner: { headline: "20%", hue: 0 },
  },
  {
    code: "HABIS15",
    titleId: "Voucher 15% (kuota habis)",
    titleEn: "15% Voucher (used up)",
    value: 15,
    nominal: 0,
    quota: 50,
    usedCount: 50,
    showOnHome: false,
    expiresInDays: 60,
    banner: { headline: "15%", hue: 30 },
  },
];

/** What a promo's picture draws: its figure, and the code of the voucher it advertises. */
export const promoBannerOf = (seed: PromoSeed): BannerText => ({ ...seed.banner, code: seed.voucher });
/** What a voucher's picture draws: its figure and its own code. */
export const voucherBannerOf = (seed: VoucherSeed): BannerText => ({ ...seed.banner, code: seed.code });

const promoImageName = (code: string) => `promo-${code.toLowerCase()}`;
const voucherImageName = (code: string) => `voucher-${code.toLowerCase()}`;

export const PROMO_EVENT_TYPE = "lebaran";
export const ENDED_PROMO_EVENT_TYPE = "tahun-baru";
const promoEventIconName = `${PROMO_EVENT_TYPE}-icon`;
const promoEventGif = `${PROMO_EVENT_TYPE}-voucher.gif`;
const PROMO_EVENT_HUE = 350;

export function promotionImageJobs(): { images: ImageJob[]; animations: AnimationJob[] } {
  const banner = (name: string, text: BannerText): ImageJob => ({
    folder: "voucher",
    name,
    render: () => promoBanner(text, createRandom(hashSeed(name))),
  });
  return {
    images: [
      ...promoSeeds.map((seed) => banner(promoImageName(seed.code), promoBannerOf(seed))),
      ...voucherSeeds.map((seed) => banner(voucherImageName(seed.code), voucherBannerOf(seed))),
      { folder: "icon", name: promoEventIconName, render: () => promoEventIcon(PROMO_EVENT_HUE) },
    ],
    animations: [
      {
        folder: "icon",
        file: promoEventGif,
        frameDelayMs: 120,
        frames: () => Array.from({ length: 8 }, (_, i) => voucherClaimFrame(i, 8, PROMO_EVENT_HUE)),
      },
    ],
  };
}

export async function seedPromotions(db: Db, cityIdByName: ReadonlyMap<string, number>, today: string): Promise<void> {
  const startsAt = localMidnight(addDays(today, -30));
  const endsAt = localMidnight(addDays(today, 180));
  await insertRows(
    db,
    promos,
    promoSeeds.map((seed, sort) => ({
      code: seed.code,
      kind: seed.kind,
      titleId: seed.titleId,
      titleEn: seed.titleEn,
      image: webpFile(promoImageName(seed.code)),
      value: seed.value,
      product: seed.product ?? null,
      termsId: seed.termsId,
      termsEn: seed.termsEn,
      btnText: seed.btnText ?? null,
      btnTextEn: seed.btnTextEn ?? null,
      btnLink: seed.btnLink?.replace(/\{city:([^}]+)\}/, (_, name: string) => String(cityIdByName.get(name))) ?? null,
      startsAt,
      endsAt,
      sort,
    })),
  );
  await insertRows(
    db,
    vouchers,
    voucherSeeds.map((seed) => ({
      code: seed.code,
      titleId: seed.titleId,
      titleEn: seed.titleEn,
      image: webpFile(voucherImageName(seed.code)),
      value: seed.value,
      nominal: seed.nominal,
      quota: seed.quota,
      usedCount: seed.usedCount,
      showOnHome: seed.showOnHome,
      termsId: terms(
        ["Berlaku satu kali per akun.", "Tidak dapat diuangkan."],
        `Gunakan kode ${seed.code} saat pemesanan.`,
      ),
      termsEn: terms(
        ["One use per account.", "Not exchangeable for cash."],
        `Use the code ${seed.code} when you book.`,
      ),
      expiresAt: localMidnight(addDays(today, seed.expiresInDays)),
    })),
  );
  await insertRows(db, promoEvents, [
    {
      eventType: PROMO_EVENT_TYPE,
      icon: webpFile(promoEventIconName),
      gif: promoEventGif,
      voucherValue: 15,
      voucherDays: 30,
      // A running event (decision 028): up to 500 members claim a voucher.
      quota: 500,
      startsAt: localMidnight(addDays(today, -1)),
      endsAt: localMidnight(addDays(today, 60)),
    },
    // An event that is over: /voucher-event/tahun-baru says so (decision 028).
    {
      eventType: ENDED_PROMO_EVENT_TYPE,
      icon: webpFile(promoEventIconName),
      gif: promoEventGif,
      voucherValue: 10,
      voucherDays: 30,
      quota: 100,
      startsAt: localMidnight(addDays(today, -60)),
      endsAt: localMidnight(addDays(today, -30)),
    },
  ]);
}

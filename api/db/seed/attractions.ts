/** Real tourist attractions with bilingual HTML descriptions and 2 to 3 pictures each (one has none). */
import type { Db } from "../client.ts";
import { attractionImages, attractions } from "../schema.ts";
import { insertReturningIds, insertRows, withIds } from "./batch.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { attractionScene, type Landmark } from "./scenes-content.ts";

interface AttractionSeed {
  code: string;
  titleId: string;
  titleEn: string;
  paragraphsId: readonly string[];
  paragraphsEn: readonly string[];
  namaKota: string;
  lat: string;
  lng: string;
  landmark: Landmark;
  /** How many pictures; 0 proves that lists showing only illustrated attractions skip it. */
  images: number;
}

const attractionSeeds: readonly AttractionSeed[] = [
  {
    code: "tanah-lot",
    titleId: "Pura Tanah Lot",
    titleEn: "Tanah Lot Temple",
    paragraphsId: [
      "Pura Tanah Lot berdiri di atas batu karang di tepi laut dan menjadi salah satu ikon Pulau Bali.",
      "Datanglah menjelang sore untuk menyaksikan matahari terbenam di balik pura.",
    ],
    paragraphsEn: [
      "Tanah Lot Temple stands on a sea rock off the coast and is one of Bali's best-known sights.",
      "Come in the late afternoon to watch the sun set behind the temple.",
    ],
    namaKota: "KABUPATEN TABANAN",
    lat: "-8.621200",
    lng: "115.086800",
    landmark: "sea-temple",
    images: 3,
  },
  {
    code: "borobudur",
    titleId: "Candi Borobudur",
    titleEn: "Borobudur Temple",
    paragraphsId: [
      "Candi Buddha terbesar di dunia ini dibangun pada abad ke-9 dan diakui sebagai Warisan Dunia UNESCO.",
      "Relief pada dinding candi menceritakan kehidupan dan ajaran Buddha.",
    ],
    paragraphsEn: [
      "The world's largest Buddhist temple was built in the 9th century and is a UNESCO World Heritage Site.",
      "The reliefs along its walls tell the life and teachings of the Buddha.",
    ],
    namaKota: "KABUPATEN MAGELANG",
    lat: "-7.607900",
    lng: "110.203800",
    landmark: "stupa-temple",
    images: 3,
  },
  {
    code: "lawang-sewu",
    titleId: "Lawang Sewu",
    titleEn: "Lawang Sewu",
    paragraphsId: [
      "Gedung bersejarah peninggalan kereta api Hindia Belanda yang terkenal dengan pintunya yang banyak.",
    ],
    paragraphsEn: ["A historic Dutch colonial railway building famous for its many doors."],
    namaKota: "KOTA SEMARANG",
    lat: "-6.984000",
    lng: "110.410400",
    landmark: "street",
    images: 0,
  },
  {
    code: "pantai-kuta",
    titleId: "Pantai Kuta",
    titleEn: "Kuta Beach",
    paragraphsId: [
      "Pantai berpasir putih yang ramai dengan peselancar pemula dan penjual jajanan.",
      "Sepanjang pantai terdapat banyak kafe untuk menikmati sore hari.",
    ],
    paragraphsEn: [
      "A white-sand beach busy with beginner surfers and snack sellers.",
      "Cafés line the shore, perfect for the late afternoon.",
    ],
    namaKota: "KABUPATEN BADUNG",
    lat: "-8.718000",
    lng: "115.168600",
    landmark: "beach",
    images: 2,
  },
  {
    code: "kawah-putih",
    titleId: "Kawah Putih Ciwidey",
    titleEn: "Kawah Putih Crater Lake",
    paragraphsId: [
      "Danau kawah berwarna putih kehijauan di ketinggian 2.400 meter, dengan udara yang sejuk dan berkabut.",
      "Gunakan masker karena aroma belerang cukup kuat.",
    ],
    paragraphsEn: [
      "A milky turquoise crater lake at 2,400 metres, cool and often misty.",
      "Bring a mask: the smell of sulphur is strong.",
    ],
    namaKota: "KABUPATEN BANDUNG",
    lat: "-7.166200",
    lng: "107.402100",
    landmark: "crater-lake",
    images: 2,
  },
  {
    code: "malioboro",
    titleId: "Jalan Malioboro",
    titleEn: "Malioboro Street",
    paragraphsId: [
      "Jalan paling terkenal di Yogyakarta, pusat belanja batik, kerajinan dan kuliner angkringan.",
      "Malam hari suasananya semakin meriah dengan musisi jalanan.",
    ],
    paragraphsEn: [
      "Yogyakarta's most famous street, for batik, handicrafts and angkringan street food.",
      "At night street musicians make it even livelier.",
    ],
    namaKota: "KOTA YOGYAKARTA",
    lat: "-7.792600",
    lng: "110.365800",
    landmark: "street",
    images: 2,
  },
  {
    code: "bromo",
    titleId: "Gunung Bromo",
    titleEn: "Mount Bromo",
    paragraphsId: [
      "Gunung berapi aktif dengan lautan pasir yang luas, terkenal dengan pemandangan matahari terbitnya.",
      "Sewa jip dari Cemoro Lawang untuk menuju Penanjakan sebelum subuh.",
    ],
    paragraphsEn: [
      "An active volcano ringed by a vast sea of sand, famous for its sunrise views.",
      "Hire a jeep from Cemoro Lawang to reach Penanjakan before dawn.",
    ],
    namaKota: "KABUPATEN PROBOLINGGO",
    lat: "-7.942500",
    lng: "112.953000",
    landmark: "volcano",
    images: 3,
  },
  {
    code: "tegallalang",
    titleId: "Sawah Terasering Tegallalang",
    titleEn: "Tegallalang Rice Terraces",
    paragraphsId: [
      "Hamparan sawah berundak dengan sistem irigasi subak yang telah berusia ratusan tahun.",
      "Cocok untuk berfoto dan berjalan santai di pagi hari.",
    ],
    paragraphsEn: [
      "Stepped rice fields watered by the centuries-old subak irrigation system.",
      "Lovely for photos and a morning walk.",
    ],
    namaKota: "KABUPATEN GIANYAR",
    lat: "-8.431200",
    lng: "115.279100",
    landmark: "rice-terrace",
    images: 2,
  },
  {
    code: "ulun-danu-beratan",
    titleId: "Pura Ulun Danu Beratan",
    titleEn: "Ulun Danu Beratan Temple",
    paragraphsId: ["Pura yang seolah mengapung di Danau Beratan, dikelilingi pegunungan Bedugul yang sejuk."],
    paragraphsEn: ["A temple that seems to float on Lake Beratan, surrounded by the cool Bedugul highlands."],
    namaKota: "KABUPATEN TABANAN",
    lat: "-8.275200",
    lng: "115.166800",
    landmark: "lake-temple",
    images: 2,
  },
];

const imageName = (code: string, n: number) => `${code}-${n}`;

export function attractionImageJobs(): ImageJob[] {
  return attractionSeeds.flatMap((seed) =>
    Array.from({ length: seed.images }, (_, i) => {
      const name = imageName(seed.code, i + 1);
      return {
        folder: "attraction" as const,
        name,
        render: () => attractionScene(seed.landmark, createRandom(hashSeed(name))),
      };
    }),
  );
}

const toHtml = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

export async function seedAttractions(db: Db, cityIdByName: ReadonlyMap<string, number>): Promise<void> {
  const ids = await insertReturningIds(
    db,
    attractions,
    attractionSeeds.map((seed, sort) => ({
      code: seed.code,
      titleId: seed.titleId,
      titleEn: seed.titleEn,
      descriptionId: toHtml(seed.paragraphsId),
      descriptionEn: toHtml(seed.paragraphsEn),
      cityId: cityIdByName.get(seed.namaKota)!,
      lat: seed.lat,
      lng: seed.lng,
      sort,
    })),
  );
  await insertRows(
    db,
    attractionImages,
    withIds(attractionSeeds, ids).flatMap(([seed, attractionId]) =>
      Array.from({ length: seed.images }, (_, n) => ({
        attractionId,
        file: webpFile(imageName(seed.code, n + 1)),
        sort: n,
      })),
    ),
  );
}

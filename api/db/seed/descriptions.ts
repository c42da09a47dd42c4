/** Property descriptions, written sentence by sentence in both languages from the same choices. */
import type { PropertyCategory } from "./catalogue.ts";
import type { CityProfile } from "./cities.ts";
import type { Random } from "./random.ts";

export interface DescriptionFacts {
  name: string;
  category: PropertyCategory;
  area: string;
  city: string;
  profile: CityProfile;
  landmark: readonly [string, string];
  bedrooms: number;
  capacity: number;
  hasPool: boolean;
  servesBreakfast: boolean;
  syariah: boolean;
}

type Sentence = (f: DescriptionFacts, minutes: number) => readonly [string, string];

const categoryWord: Record<PropertyCategory, readonly [string, string]> = {
  Villa: ["vila", "villa"],
  Hotel: ["hotel", "hotel"],
  "Guest House": ["penginapan", "guest house"],
  Resort: ["resor", "resort"],
  Apartment: ["apartemen", "apartment"],
};

const intros: readonly Sentence[] = [
  (f) => [
    `${f.name} adalah ${categoryWord[f.category][0]} yang nyaman di kawasan ${f.area}, ${f.city}.`,
    `${f.name} is a comfortable ${categoryWord[f.category][1]} in the ${f.area} area of ${f.city}.`,
  ],
  (f) => [
    `Selamat datang di ${f.name}, ${categoryWord[f.category][0]} dengan sentuhan khas Indonesia di ${f.area}.`,
    `Welcome to ${f.name}, a ${categoryWord[f.category][1]} with a distinctly Indonesian touch in ${f.area}.`,
  ],
  (f) => [
    `Terletak di jantung ${f.area}, ${f.name} menawarkan tempat menginap yang tenang dan bersih.`,
    `Set in the heart of ${f.area}, ${f.name} offers a quiet, spotless place to stay.`,
  ],
  (f) => [
    `${f.name} menghadirkan suasana rumah yang hangat bagi wisatawan yang berkunjung ke ${f.city}.`,
    `${f.name} brings a warm, homely feel to travellers visiting ${f.city}.`,
  ],
];

const settings: Record<CityProfile, readonly Sentence[]> = {
  beach: [
    () => [
      "Angin laut dan suara ombak menemani waktu santai Anda.",
      "Sea breezes and the sound of the waves keep you company.",
    ],
    () => [
      "Matahari terbenam di pantai hanya beberapa langkah dari pintu Anda.",
      "The beach sunset is only a short stroll from your door.",
    ],
  ],
  culture: [
    () => [
      "Bangunannya memadukan arsitektur tradisional dengan kenyamanan modern.",
      "The building blends traditional architecture with modern comfort.",
    ],
    () => [
      "Ukiran kayu dan kain batik menghiasi setiap sudut ruangan.",
      "Wood carvings and batik fabrics decorate every corner.",
    ],
  ],
  highland: [
    () => [
      "Udara pegunungan yang sejuk membuat malam terasa segar.",
      "The cool mountain air makes the evenings refreshing.",
    ],
    () => [
      "Dari teras terlihat hamparan kebun dan perbukitan hijau.",
      "From the terrace you can see gardens and green hills.",
    ],
  ],
  urban: [
    () => [
      "Lokasinya strategis untuk perjalanan bisnis maupun liburan keluarga.",
      "Its location suits business trips and family holidays alike.",
    ],
    () => [
      "Pusat perbelanjaan, kuliner dan transportasi umum mudah dijangkau.",
      "Shopping, food and public transport are all within easy reach.",
    ],
  ],
};

const spaces: readonly Sentence[] = [
  (f) =>
    f.category === "Villa"
      ? [
          `Vila ini memiliki ${f.bedrooms} kamar tidur dan dapat menampung hingga ${f.capacity} tamu.`,
          `The villa has ${f.bedrooms} bedroom${f.bedrooms > 1 ? "s" : ""} and sleeps up to ${f.capacity} guests.`,
        ]
      : [
          `Tersedia beberapa tipe kamar untuk hingga ${f.capacity} tamu.`,
          `Several room types are available for up to ${f.capacity} guests.`,
        ],
  (f) =>
    f.category === "Villa"
      ? [
          `Dengan ${f.bedrooms} kamar tidur, vila ini cocok untuk keluarga atau rombongan teman.`,
          `With ${f.bedrooms} bedroom${f.bedrooms > 1 ? "s" : ""}, the villa suits families and groups of friends.`,
        ]
      : [
          "Setiap kamar dilengkapi kasur empuk, AC dan kamar mandi pribadi.",
          "Every room has a comfortable bed, air conditioning and a private bathroom.",
        ],
];

const features: readonly Sentence[] = [
  (f) =>
    f.hasPool
      ? ["Kolam renang yang jernih siap menyegarkan hari Anda.", "A clear swimming pool is ready to refresh your day."]
      : [
          "Taman kecil yang asri menjadi tempat favorit untuk bersantai.",
          "A small leafy garden is a favourite spot to unwind.",
        ],
  (f) =>
    f.servesBreakfast
      ? ["Sarapan dengan menu lokal disajikan setiap pagi.", "A breakfast of local dishes is served every morning."]
      : [
          "Tamu bebas menyiapkan makanan sendiri atau memesan dari warung terdekat.",
          "Guests are free to cook or order from the food stalls nearby.",
        ],
  () => [
    "Staf kami yang ramah siap membantu mengatur transportasi dan tur.",
    "Our friendly staff are happy to arrange transport and tours.",
  ],
];

const locations: readonly Sentence[] = [
  (f, minutes) => [
    `${f.landmark[0]} dapat dicapai sekitar ${minutes} menit berkendara.`,
    `${f.landmark[1]} is about a ${minutes}-minute drive away.`,
  ],
  (f, minutes) => [
    `Hanya ${minutes} menit menuju ${f.landmark[0]}.`,
    `It is just ${minutes} minutes to ${f.landmark[1]}.`,
  ],
];

const closings: readonly Sentence[] = [
  () => ["Pesan sekarang dan nikmati pengalaman menginap yang berkesan.", "Book now and enjoy a memorable stay."],
  () => ["Cocok untuk liburan singkat maupun menginap lebih lama.", "Ideal for a short break or a longer stay."],
  () => ["Kami menantikan kedatangan Anda.", "We look forward to welcoming you."],
];

const syariahNote: Sentence = () => [
  "Properti ini dikelola dengan prinsip syariah dan menyediakan perlengkapan ibadah.",
  "The property is run on sharia principles and provides prayer amenities.",
];

/** Several sentences, different per property, in each language: [descriptionId, descriptionEn]. */
export function describeProperty(facts: DescriptionFacts, random: Random): [string, string] {
  const minutes = random.int(3, 25);
  const sentences: Sentence[] = [
    random.pick(intros),
    random.pick(settings[facts.profile]),
    random.pick(spaces),
    ...random.sample(features, 2),
    random.pick(locations),
  ];
  if (facts.syariah) sentences.push(syariahNote);
  sentences.push(random.pick(closings));
  const pairs = sentences.map((sentence) => sentence(facts, minutes));
  return [pairs.map(([id]) => id).join(" "), pairs.map(([, en]) => en).join(" ")];
}

/** The accessibility note (Indonesian, as the single-language field is shown). */
export function describeAccessibility(
  access: { bus: boolean; car: boolean; walk: boolean; wheel: boolean },
  landmark: string,
): string {
  const parts = [
    access.car ? "Dapat diakses mobil hingga depan pintu." : "Mobil parkir di ujung gang, sekitar 100 meter.",
  ];
  if (access.bus) parts.push("Halte bus terdekat berjarak 5 menit berjalan kaki.");
  if (access.walk) parts.push(`${landmark} dapat dicapai dengan berjalan kaki.`);
  parts.push(access.wheel ? "Jalur kursi roda tersedia di area utama." : "Belum tersedia jalur khusus kursi roda.");
  return parts.join(" ");
}

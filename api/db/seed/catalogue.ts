/** Fixed bilingual source data for the demo properties: facilities, languages, names, rooms, captions. */
import type { ImageCategory } from "../schema.ts";
import type { CityProfile } from "./cities.ts";

export type PropertyCategory = "Villa" | "Hotel" | "Guest House" | "Resort" | "Apartment";

/** Mostly villas and hotels, shaped by the kind of place. */
export const categoryWeights: Record<CityProfile, readonly (readonly [PropertyCategory, number])[]> = {
  beach: [
    ["Villa", 55],
    ["Hotel", 20],
    ["Resort", 12],
    ["Guest House", 10],
    ["Apartment", 3],
  ],
  culture: [
    ["Villa", 35],
    ["Hotel", 35],
    ["Guest House", 20],
    ["Resort", 7],
    ["Apartment", 3],
  ],
  highland: [
    ["Villa", 55],
    ["Hotel", 20],
    ["Guest House", 15],
    ["Resort", 8],
    ["Apartment", 2],
  ],
  urban: [
    ["Hotel", 55],
    ["Apartment", 15],
    ["Guest House", 15],
    ["Villa", 10],
    ["Resort", 5],
  ],
};

/** Words that make believable lodging names ("Villa Kayu Manis Ubud", "Hotel Cendana Malioboro"). */
export const nameWords: readonly string[] = [
  "Kayu Manis",
  "Cendana",
  "Kenanga",
  "Melati",
  "Cempaka",
  "Anggrek",
  "Teratai",
  "Bougenville",
  "Kamboja",
  "Flamboyan",
  "Bambu",
  "Jati",
  "Padi",
  "Segara",
  "Tirta",
  "Samudra",
  "Surya",
  "Bulan",
  "Bintang",
  "Pelangi",
  "Sari",
  "Asri",
  "Indah",
  "Permata",
  "Mutiara",
  "Intan",
  "Puri",
  "Griya",
  "Omah",
  "Rumah Kita",
  "Taman Sari",
  "Alam Damai",
  "Bukit Hijau",
  "Pondok Indah",
  "Sekar Jagad",
  "Nirwana",
  "Sanggraha",
  "Wijaya",
  "Kencana",
  "Dewi Sri",
  "Arunika",
  "Swarga",
  "Lembah Biru",
  "Kirana",
  "Laras",
  "Banyu",
  "Sekar Wangi",
  "Tunjung",
  "Sandat",
  "Gading",
  "Angsoka",
  "Ketapang",
  "Nyiur",
  "Pandan",
  "Serai",
  "Lontar",
  "Mangrove",
  "Kopi",
  "Randu",
  "Cemara",
];

/** Extra words that tell apart two lodgings that would otherwise share a name. */
export const nameSuffixes: readonly string[] = [
  "Residence",
  "Retreat",
  "Heritage",
  "Suites",
  "Garden",
  "Hills",
  "Cottage",
  "Inn",
  "Homestay",
  "Boutique",
];

export interface FacilitySeed {
  nameId: string;
  nameEn: string;
  icon: string;
  kind: "basic" | "other";
}

export const facilitySeeds: readonly FacilitySeed[] = [
  { nameId: "WiFi", nameEn: "WiFi", icon: "wifi.svg", kind: "basic" },
  { nameId: "AC", nameEn: "Air Conditioning", icon: "ac.svg", kind: "basic" },
  { nameId: "Kolam Renang", nameEn: "Swimming Pool", icon: "swimming-pool.svg", kind: "basic" },
  { nameId: "Parkir", nameEn: "Parking", icon: "parking.svg", kind: "basic" },
  { nameId: "TV", nameEn: "TV", icon: "tv.svg", kind: "basic" },
  { nameId: "Air Panas", nameEn: "Hot Water", icon: "hot-water.svg", kind: "basic" },
  { nameId: "Dapur", nameEn: "Kitchen", icon: "kitchen.svg", kind: "basic" },
  { nameId: "Sarapan", nameEn: "Breakfast", icon: "breakfast.svg", kind: "basic" },
  { nameId: "Resepsionis 24 Jam", nameEn: "24-Hour Front Desk", icon: "reception.svg", kind: "basic" },
  { nameId: "Kulkas", nameEn: "Refrigerator", icon: "refrigerator.svg", kind: "basic" },
  { nameId: "Handuk", nameEn: "Towels", icon: "towel.svg", kind: "basic" },
  { nameId: "Perlengkapan Mandi", nameEn: "Toiletries", icon: "toiletries.svg", kind: "basic" },
  { nameId: "Lemari Pakaian", nameEn: "Wardrobe", icon: "wardrobe.svg", kind: "basic" },
  { nameId: "Meja Kerja", nameEn: "Work Desk", icon: "desk.svg", kind: "basic" },
  { nameId: "Layanan Kamar", nameEn: "Room Service", icon: "room-service.svg", kind: "basic" },
  { nameId: "Lift", nameEn: "Elevator", icon: "elevator.svg", kind: "basic" },
  { nameId: "Setrika", nameEn: "Iron", icon: "iron.svg", kind: "basic" },
  { nameId: "Pengering Rambut", nameEn: "Hair Dryer", icon: "hair-dryer.svg", kind: "basic" },
  { nameId: "Mushola", nameEn: "Prayer Room", icon: "prayer-room.svg", kind: "basic" },
  { nameId: "Keamanan 24 Jam", nameEn: "24-Hour Security", icon: "security.svg", kind: "basic" },
  { nameId: "Spa", nameEn: "Spa", icon: "spa.svg", kind: "other" },
  { nameId: "Pusat Kebugaran", nameEn: "Fitness Centre", icon: "gym.svg", kind: "other" },
  { nameId: "Restoran", nameEn: "Restaurant", icon: "restaurant.svg", kind: "other" },
  { nameId: "Bar", nameEn: "Bar", icon: "bar.svg", kind: "other" },
  { nameId: "Antar-Jemput Bandara", nameEn: "Airport Shuttle", icon: "airport-shuttle.svg", kind: "other" },
  { nameId: "Penyewaan Sepeda", nameEn: "Bicycle Rental", icon: "bicycle.svg", kind: "other" },
  { nameId: "Penyewaan Motor", nameEn: "Scooter Rental", icon: "scooter.svg", kind: "other" },
  { nameId: "Binatu", nameEn: "Laundry", icon: "laundry.svg", kind: "other" },
  { nameId: "Taman", nameEn: "Garden", icon: "garden.svg", kind: "other" },
  { nameId: "Area Barbekyu", nameEn: "BBQ Area", icon: "bbq.svg", kind: "other" },
  { nameId: "Taman Bermain Anak", nameEn: "Kids' Playground", icon: "playground.svg", kind: "other" },
  { nameId: "Ruang Rapat", nameEn: "Meeting Room", icon: "meeting-room.svg", kind: "other" },
];

/** Facilities nearly every property has (by icon). */
export const everydayFacilityIcons: readonly string[] = [
  "wifi.svg",
  "ac.svg",
  "parking.svg",
  "towel.svg",
  "toiletries.svg",
];

/** How likely each facility is per category, beyond the everyday ones (by icon). */
export const facilityLikelihood: Record<PropertyCategory, Readonly<Record<string, number>>> = {
  Villa: {
    "swimming-pool.svg": 0.9,
    "kitchen.svg": 0.8,
    "tv.svg": 0.6,
    "hot-water.svg": 0.8,
    "breakfast.svg": 0.5,
    "refrigerator.svg": 0.7,
    "garden.svg": 0.7,
    "bbq.svg": 0.4,
    "scooter.svg": 0.4,
    "airport-shuttle.svg": 0.4,
    "spa.svg": 0.2,
    "security.svg": 0.5,
    "laundry.svg": 0.5,
    "wardrobe.svg": 0.6,
  },
  Hotel: {
    "reception.svg": 0.95,
    "elevator.svg": 0.7,
    "tv.svg": 0.9,
    "hot-water.svg": 0.9,
    "breakfast.svg": 0.8,
    "room-service.svg": 0.6,
    "desk.svg": 0.6,
    "restaurant.svg": 0.7,
    "gym.svg": 0.4,
    "swimming-pool.svg": 0.5,
    "meeting-room.svg": 0.4,
    "laundry.svg": 0.6,
    "hair-dryer.svg": 0.5,
    "iron.svg": 0.3,
    "bar.svg": 0.3,
    "security.svg": 0.6,
  },
  "Guest House": {
    "hot-water.svg": 0.7,
    "breakfast.svg": 0.6,
    "tv.svg": 0.5,
    "garden.svg": 0.5,
    "bicycle.svg": 0.4,
    "scooter.svg": 0.4,
    "laundry.svg": 0.5,
    "wardrobe.svg": 0.5,
    "kitchen.svg": 0.3,
  },
  Resort: {
    "swimming-pool.svg": 1,
    "spa.svg": 0.8,
    "restaurant.svg": 0.9,
    "bar.svg": 0.7,
    "reception.svg": 0.9,
    "breakfast.svg": 0.9,
    "gym.svg": 0.6,
    "airport-shuttle.svg": 0.7,
    "garden.svg": 0.8,
    "playground.svg": 0.5,
    "room-service.svg": 0.8,
    "hot-water.svg": 1,
    "tv.svg": 0.8,
    "laundry.svg": 0.7,
  },
  Apartment: {
    "kitchen.svg": 0.9,
    "elevator.svg": 0.9,
    "refrigerator.svg": 0.9,
    "tv.svg": 0.9,
    "hot-water.svg": 0.9,
    "gym.svg": 0.6,
    "swimming-pool.svg": 0.7,
    "security.svg": 0.9,
    "desk.svg": 0.6,
    "laundry.svg": 0.5,
    "iron.svg": 0.4,
  },
};

export interface SpokenLanguage {
  countryId: string;
  nameCountry: string;
}

export const indonesian: SpokenLanguage = { countryId: "id", nameCountry: "Indonesia" };
export const english: SpokenLanguage = { countryId: "gb", nameCountry: "English" };
export const otherLanguages: readonly SpokenLanguage[] = [
  { countryId: "jp", nameCountry: "Japanese" },
  { countryId: "cn", nameCountry: "Chinese" },
  { countryId: "nl", nameCountry: "Dutch" },
  { countryId: "de", nameCountry: "German" },
  { countryId: "fr", nameCountry: "French" },
  { countryId: "kr", nameCountry: "Korean" },
];

/** A room type a category offers: its name and how many guests it sleeps. */
export interface RoomTemplate {
  name: string;
  capacity: number;
}

export const hotelRoomTemplates: Record<Exclude<PropertyCategory, "Villa">, readonly RoomTemplate[]> = {
  Hotel: [
    { name: "Superior Twin", capacity: 2 },
    { name: "Superior Double", capacity: 2 },
    { name: "Deluxe Double", capacity: 2 },
    { name: "Deluxe Twin", capacity: 2 },
    { name: "Executive King", capacity: 2 },
    { name: "Junior Suite", capacity: 3 },
    { name: "Family Room", capacity: 4 },
    { name: "Family Suite", capacity: 5 },
  ],
  "Guest House": [
    { name: "Single Room", capacity: 1 },
    { name: "Standard Double", capacity: 2 },
    { name: "Standard Twin", capacity: 2 },
    { name: "Kamar Keluarga", capacity: 4 },
    { name: "Kamar Rombongan", capacity: 6 },
  ],
  Resort: [
    { name: "Garden View Bungalow", capacity: 2 },
    { name: "Ocean View Room", capacity: 2 },
    { name: "Deluxe Pool Access", capacity: 3 },
    { name: "Pool Villa", capacity: 4 },
    { name: "Family Suite", capacity: 5 },
    { name: "Two Bedroom Pool Villa", capacity: 6 },
  ],
  Apartment: [
    { name: "Studio", capacity: 2 },
    { name: "Apartemen 1 Kamar Tidur", capacity: 3 },
    { name: "Apartemen 2 Kamar Tidur", capacity: 5 },
    { name: "Penthouse 3 Kamar Tidur", capacity: 8 },
  ],
};

export const roomPromoNames: readonly string[] = [
  "Promo Akhir Pekan",
  "Early Bird",
  "Flash Sale",
  "Promo Gajian",
  "Last Minute Deal",
  "Promo Liburan Sekolah",
];

/** Gallery captions per category: [Indonesian, English]. */
export const imageCaptions: Record<ImageCategory, readonly (readonly [string, string])[]> = {
  exterior: [
    ["Tampak depan bangunan", "Front view of the building"],
    ["Suasana sore hari", "The property in the late afternoon"],
    ["Pintu masuk utama", "Main entrance"],
  ],
  lobi: [
    ["Lobi dan area resepsionis", "Lobby and front desk"],
    ["Ruang tunggu lobi", "Lobby lounge"],
  ],
  bedroom: [
    ["Kamar tidur utama", "Master bedroom"],
    ["Kamar tidur dengan ranjang king", "Bedroom with a king bed"],
    ["Kamar tidur kedua", "Second bedroom"],
  ],
  bathroom: [
    ["Kamar mandi dengan shower", "Bathroom with shower"],
    ["Kamar mandi dengan bathtub", "Bathroom with bathtub"],
  ],
  living: [
    ["Ruang keluarga", "Living room"],
    ["Ruang santai dengan sofa", "Lounge with sofas"],
  ],
  dining: [
    ["Ruang makan", "Dining room"],
    ["Meja makan untuk keluarga", "Family dining table"],
  ],
  kitchen: [
    ["Dapur lengkap", "Fully equipped kitchen"],
    ["Pantri", "Pantry"],
  ],
  swimming: [
    ["Kolam renang", "Swimming pool"],
    ["Kolam renang pribadi", "Private pool"],
    ["Kursi santai di tepi kolam", "Sun loungers by the pool"],
  ],
  indoor: [
    ["Area dalam ruangan", "Indoor area"],
    ["Sudut baca", "Reading corner"],
  ],
  outdoor: [
    ["Taman", "Garden"],
    ["Gazebo di taman", "Garden gazebo"],
    ["Teras", "Terrace"],
  ],
  layout: [
    ["Denah properti", "Floor plan"],
    ["Denah kamar", "Room layout"],
  ],
  lain_lain: [
    ["Pemandangan sekitar", "The view around"],
    ["Suasana lingkungan", "The neighbourhood"],
  ],
};

/** Which gallery areas suit each category, beyond the exterior, bedroom and bathroom every property shows. */
export const galleryAreas: Record<PropertyCategory, readonly ImageCategory[]> = {
  Villa: ["swimming", "living", "dining", "kitchen", "outdoor", "indoor", "layout", "lain_lain"],
  Hotel: ["lobi", "dining", "swimming", "indoor", "living", "layout", "lain_lain"],
  "Guest House": ["outdoor", "dining", "living", "indoor", "lain_lain"],
  Resort: ["lobi", "swimming", "dining", "outdoor", "living", "indoor", "lain_lain", "layout"],
  Apartment: ["living", "kitchen", "dining", "lobi", "swimming", "indoor", "layout"],
};

/** Lines of "other rules", [Indonesian, English]; a property shows a few, one per line. */
export const otherRuleLines: readonly (readonly [string, string])[] = [
  ["Tamu wajib menunjukkan KTP atau paspor saat check-in.", "Guests must show an ID card or passport at check-in."],
  ["Jam tenang mulai pukul 22.00 hingga 07.00.", "Quiet hours are from 10 pm to 7 am."],
  [
    "Tamu yang tidak menginap tidak diperkenankan masuk kamar setelah pukul 21.00.",
    "Visitors may not enter the rooms after 9 pm.",
  ],
  [
    "Deposit keamanan Rp 500.000 dibayarkan saat check-in dan dikembalikan saat check-out.",
    "A security deposit of Rp 500,000 is paid at check-in and returned at check-out.",
  ],
  [
    "Harap matikan AC dan lampu saat meninggalkan kamar.",
    "Please switch off the air conditioning and lights when leaving the room.",
  ],
  ["Kehilangan kunci kamar dikenakan biaya Rp 100.000.", "A lost room key costs Rp 100,000."],
  ["Anak di bawah 5 tahun menginap gratis tanpa tambahan kasur.", "Children under 5 stay free without an extra bed."],
  ["Kasur tambahan tersedia dengan biaya Rp 150.000 per malam.", "An extra bed is available for Rp 150,000 per night."],
  ["Dilarang memasak di dalam kamar.", "Cooking in the rooms is not allowed."],
  [
    "Gunakan handuk kolam yang disediakan, bukan handuk kamar.",
    "Please use the pool towels provided, not the room towels.",
  ],
];

/** Rules every syariah property adds. */
export const syariahRuleLines: readonly (readonly [string, string])[] = [
  [
    "Pasangan wajib menunjukkan buku nikah atau KTP dengan alamat yang sama.",
    "Couples must show a marriage certificate or ID cards with the same address.",
  ],
  ["Dilarang membawa dan mengonsumsi minuman beralkohol.", "Alcoholic drinks are not allowed on the premises."],
];

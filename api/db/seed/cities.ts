/**
 * Real Indonesian cities and regencies, named as the official datasets store them (upper case,
 * with the KOTA / KABUPATEN prefix), with approximate coordinates. Each has a few neighbourhoods
 * where the demo properties stand, with a street and a nearby landmark in both languages.
 */

/** What kind of place it is decides which kinds of lodging it mostly has. */
export type CityProfile = "beach" | "culture" | "highland" | "urban";

export interface Area {
  name: string;
  lat: number;
  lng: number;
  streets: readonly string[];
  /** A landmark near the area: [Indonesian, English]. */
  landmark: readonly [string, string];
}

export interface CitySeed {
  namaKota: string;
  namaProvinsi: string;
  lat: number;
  lng: number;
  /** Position among the popular cities on the home page; null when not popular. */
  popularSort: number | null;
  profile: CityProfile;
  /** Relative share of the demo properties. */
  weight: number;
  /** Short name used in addresses ("Badung"). */
  shortName: string;
  areas: readonly Area[];
}

export const citySeeds: readonly CitySeed[] = [
  {
    namaKota: "KABUPATEN BADUNG",
    namaProvinsi: "BALI",
    lat: -8.5819,
    lng: 115.1771,
    popularSort: 1,
    profile: "beach",
    weight: 10,
    shortName: "Badung",
    areas: [
      { name: "Seminyak", lat: -8.6913, lng: 115.1682, streets: ["Jl. Kayu Aya", "Jl. Petitenget", "Jl. Drupadi"], landmark: ["Pantai Seminyak", "Seminyak Beach"] },
      { name: "Canggu", lat: -8.6478, lng: 115.1385, streets: ["Jl. Batu Bolong", "Jl. Pantai Berawa", "Jl. Raya Canggu"], landmark: ["Pantai Batu Bolong", "Batu Bolong Beach"] },
      { name: "Kuta", lat: -8.722, lng: 115.1727, streets: ["Jl. Legian", "Jl. Pantai Kuta", "Jl. Poppies II"], landmark: ["Pantai Kuta", "Kuta Beach"] },
      { name: "Jimbaran", lat: -8.7905, lng: 115.16, streets: ["Jl. Uluwatu", "Jl. Bukit Permai", "Jl. Pantai Kedonganan"], landmark: ["Pantai Jimbaran", "Jimbaran Bay"] },
      { name: "Nusa Dua", lat: -8.8009, lng: 115.233, streets: ["Jl. Pratama", "Jl. Nusa Dua Selatan"], landmark: ["Pantai Geger", "Geger Beach"] },
      { name: "Uluwatu", lat: -8.8149, lng: 115.0885, streets: ["Jl. Labuansait", "Jl. Pantai Suluban"], landmark: ["Pura Luhur Uluwatu", "Uluwatu Temple"] },
    ],
  },
  {
    namaKota: "KOTA YOGYAKARTA",
    namaProvinsi: "DI YOGYAKARTA",
    lat: -7.7956,
    lng: 110.3695,
    popularSort: 2,
    profile: "culture",
    weight: 8,
    shortName: "Yogyakarta",
    areas: [
      { name: "Malioboro", lat: -7.7926, lng: 110.3658, streets: ["Jl. Malioboro", "Jl. Sosrowijayan", "Jl. Dagen"], landmark: ["Jalan Malioboro", "Malioboro Street"] },
      { name: "Prawirotaman", lat: -7.818, lng: 110.37, streets: ["Jl. Prawirotaman", "Jl. Parangtritis"], landmark: ["Keraton Yogyakarta", "the Yogyakarta Palace"] },
      { name: "Kotagede", lat: -7.827, lng: 110.399, streets: ["Jl. Kemasan", "Jl. Mondorakan"], landmark: ["Pasar Kotagede", "Kotagede Market"] },
      { name: "Jetis", lat: -7.7788, lng: 110.3667, streets: ["Jl. AM Sangaji", "Jl. Diponegoro"], landmark: ["Tugu Yogyakarta", "the Tugu monument"] },
    ],
  },
  {
    namaKota: "KOTA BANDUNG",
    namaProvinsi: "JAWA BARAT",
    lat: -6.9175,
    lng: 107.6191,
    popularSort: 3,
    profile: "urban",
    weight: 6,
    shortName: "Bandung",
    areas: [
      { name: "Dago", lat: -6.885, lng: 107.613, streets: ["Jl. Ir. H. Juanda", "Jl. Dago Pojok"], landmark: ["Taman Hutan Raya Djuanda", "Djuanda Forest Park"] },
      { name: "Braga", lat: -6.9175, lng: 107.609, streets: ["Jl. Braga", "Jl. Asia Afrika"], landmark: ["Gedung Merdeka", "Merdeka Building"] },
      { name: "Setiabudi", lat: -6.868, lng: 107.595, streets: ["Jl. Dr. Setiabudi", "Jl. Sukajadi"], landmark: ["Universitas Pendidikan Indonesia", "the UPI campus"] },
      { name: "Riau", lat: -6.905, lng: 107.616, streets: ["Jl. L.L.R.E. Martadinata", "Jl. Progo"], landmark: ["Gedung Sate", "Gedung Sate"] },
    ],
  },
  {
    namaKota: "KOTA ADMINISTRASI JAKARTA SELATAN",
    namaProvinsi: "DKI JAKARTA",
    lat: -6.2615,
    lng: 106.8106,
    popularSort: 4,
    profile: "urban",
    weight: 6,
    shortName: "Jakarta Selatan",
    areas: [
      { name: "Kemang", lat: -6.26, lng: 106.814, streets: ["Jl. Kemang Raya", "Jl. Bangka Raya"], landmark: ["Kemang Village", "Kemang Village"] },
      { name: "Senopati", lat: -6.232, lng: 106.809, streets: ["Jl. Senopati", "Jl. Suryo"], landmark: ["Taman Suropati", "Suropati Park"] },
      { name: "Blok M", lat: -6.244, lng: 106.799, streets: ["Jl. Melawai", "Jl. Panglima Polim"], landmark: ["Blok M Square", "Blok M Square"] },
      { name: "Kuningan", lat: -6.229, lng: 106.83, streets: ["Jl. H.R. Rasuna Said", "Jl. Prof. Dr. Satrio"], landmark: ["Mal Kota Kasablanka", "Kota Kasablanka Mall"] },
    ],
  },
  {
    namaKota: "KABUPATEN GIANYAR",
    namaProvinsi: "BALI",
    lat: -8.544,
    lng: 115.3255,
    popularSort: 5,
    profile: "culture",
    weight: 7,
    shortName: "Gianyar",
    areas: [
      {
        name: "Ubud",
        lat: -8.5069,
        lng: 115.2625,
        streets: ["Jl. Monkey Forest", "Jl. Raya Ubud", "Jl. Hanoman", "Jl. Bisma"],
        landmark: ["Monkey Forest Ubud", "the Ubud Monkey Forest"],
      },
      {
        name: "Tegallalang",
        lat: -8.433,
        lng: 115.279,
        streets: ["Jl. Raya Tegallalang", "Jl. Ceking"],
        landmark: ["Sawah Terasering Tegallalang", "the Tegallalang Rice Terraces"],
      },
      { name: "Sukawati", lat: -8.596, lng: 115.282, streets: ["Jl. Raya Sukawati", "Jl. Raya Celuk"], landmark: ["Pasar Seni Sukawati", "Sukawati Art Market"] },
      { name: "Payangan", lat: -8.44, lng: 115.24, streets: ["Jl. Raya Payangan", "Jl. Kedewatan"], landmark: ["Sungai Ayung", "the Ayung River"] },
    ],
  },
  {
    namaKota: "KOTA MALANG",
    namaProvinsi: "JAWA TIMUR",
    lat: -7.9666,
    lng: 112.6326,
    popularSort: 6,
    profile: "urban",
    weight: 4,
    shortName: "Malang",
    areas: [
      { name: "Ijen", lat: -7.97, lng: 112.622, streets: ["Jl. Ijen", "Jl. Semeru"], landmark: ["Museum Brawijaya", "Brawijaya Museum"] },
      { name: "Klojen", lat: -7.98, lng: 112.63, streets: ["Jl. Basuki Rahmat", "Jl. Kahuripan"], landmark: ["Alun-Alun Tugu Malang", "Malang's Tugu Square"] },
      { name: "Dinoyo", lat: -7.94, lng: 112.61, streets: ["Jl. MT. Haryono", "Jl. Soekarno Hatta"], landmark: ["Universitas Brawijaya", "Brawijaya University"] },
    ],
  },
  {
    namaKota: "KOTA BATU",
    namaProvinsi: "JAWA TIMUR",
    lat: -7.8671,
    lng: 112.5239,
    popularSort: 7,
    profile: "highland",
    weight: 5,
    shortName: "Batu",
    areas: [
      { name: "Alun-Alun Batu", lat: -7.871, lng: 112.526, streets: ["Jl. Panglima Sudirman", "Jl. Diponegoro"], landmark: ["Alun-Alun Kota Batu", "Batu Town Square"] },
      { name: "Songgoriti", lat: -7.86, lng: 112.502, streets: ["Jl. Arumdalu", "Jl. Songgoriti"], landmark: ["Pemandian Air Panas Songgoriti", "the Songgoriti hot springs"] },
      { name: "Selecta", lat: -7.82, lng: 112.53, streets: ["Jl. Raya Selecta", "Jl. Raya Punten"], landmark: ["Taman Rekreasi Selecta", "Selecta Recreation Park"] },
    ],
  },
  {
    namaKota: "KOTA SURABAYA",
    namaProvinsi: "JAWA TIMUR",
    lat: -7.2575,
    lng: 112.7521,
    popularSort: 8,
    profile: "urban",
    weight: 4,
    shortName: "Surabaya",
    areas: [
      { name: "Tunjungan", lat: -7.262, lng: 112.739, streets: ["Jl. Tunjungan", "Jl. Embong Malang"], landmark: ["Tunjungan Plaza", "Tunjungan Plaza"] },
      { name: "Gubeng", lat: -7.272, lng: 112.75, streets: ["Jl. Raya Gubeng", "Jl. Sumatera"], landmark: ["Stasiun Gubeng", "Gubeng Station"] },
      { name: "Darmo", lat: -7.29, lng: 112.737, streets: ["Jl. Raya Darmo", "Jl. Diponegoro"], landmark: ["Kebun Binatang Surabaya", "Surabaya Zoo"] },
    ],
  },
  {
    namaKota: "KOTA DENPASAR",
    namaProvinsi: "BALI",
    lat: -8.6705,
    lng: 115.2126,
    popularSort: null,
    profile: "beach",
    weight: 4,
    shortName: "Denpasar",
    areas: [
      { name: "Sanur", lat: -8.688, lng: 115.262, streets: ["Jl. Danau Tamblingan", "Jl. Danau Poso", "Jl. Pantai Sindhu"], landmark: ["Pantai Sanur", "Sanur Beach"] },
      { name: "Renon", lat: -8.6746, lng: 115.2325, streets: ["Jl. Raya Puputan", "Jl. Tukad Badung"], landmark: ["Monumen Bajra Sandhi", "the Bajra Sandhi Monument"] },
      { name: "Teuku Umar", lat: -8.675, lng: 115.201, streets: ["Jl. Teuku Umar", "Jl. Imam Bonjol"], landmark: ["Pasar Badung", "Badung Market"] },
    ],
  },
  {
    namaKota: "KABUPATEN SLEMAN",
    namaProvinsi: "DI YOGYAKARTA",
    lat: -7.716,
    lng: 110.3556,
    popularSort: null,
    profile: "culture",
    weight: 4,
    shortName: "Sleman",
    areas: [
      { name: "Kaliurang", lat: -7.597, lng: 110.425, streets: ["Jl. Kaliurang", "Jl. Boyong"], landmark: ["Gunung Merapi", "Mount Merapi"] },
      { name: "Seturan", lat: -7.77, lng: 110.41, streets: ["Jl. Seturan Raya", "Jl. Babarsari"], landmark: ["Universitas Gadjah Mada", "Gadjah Mada University"] },
      { name: "Prambanan", lat: -7.752, lng: 110.4915, streets: ["Jl. Raya Solo - Yogyakarta", "Jl. Candi Prambanan"], landmark: ["Candi Prambanan", "Prambanan Temple"] },
    ],
  },
  {
    namaKota: "KABUPATEN BOGOR",
    namaProvinsi: "JAWA BARAT",
    lat: -6.4817,
    lng: 106.854,
    popularSort: null,
    profile: "highland",
    weight: 4,
    shortName: "Bogor",
    areas: [
      { name: "Cisarua", lat: -6.687, lng: 106.95, streets: ["Jl. Raya Puncak", "Jl. Taman Safari"], landmark: ["Taman Safari Indonesia", "Taman Safari Indonesia"] },
      { name: "Megamendung", lat: -6.664, lng: 106.9, streets: ["Jl. Raya Megamendung", "Jl. Sukamahi"], landmark: ["Kebun Teh Gunung Mas", "the Gunung Mas tea estate"] },
      { name: "Sentul", lat: -6.565, lng: 106.862, streets: ["Jl. MH. Thamrin Sentul", "Jl. Babakan Madang"], landmark: ["Sirkuit Sentul", "the Sentul circuit"] },
    ],
  },
  {
    namaKota: "KABUPATEN BANDUNG",
    namaProvinsi: "JAWA BARAT",
    lat: -7.0251,
    lng: 107.5197,
    popularSort: null,
    profile: "highland",
    weight: 3,
    shortName: "Bandung",
    areas: [
      { name: "Ciwidey", lat: -7.1, lng: 107.45, streets: ["Jl. Raya Ciwidey", "Jl. Raya Rancabali"], landmark: ["Kawah Putih", "Kawah Putih crater lake"] },
      { name: "Pangalengan", lat: -7.18, lng: 107.57, streets: ["Jl. Raya Pangalengan", "Jl. Situ Cileunca"], landmark: ["Situ Cileunca", "Lake Cileunca"] },
    ],
  },
  {
    namaKota: "KABUPATEN LOMBOK TENGAH",
    namaProvinsi: "NUSA TENGGARA BARAT",
    lat: -8.705,
    lng: 116.27,
    popularSort: null,
    profile: "beach",
    weight: 4,
    shortName: "Lombok Tengah",
    areas: [
      { name: "Kuta Mandalika", lat: -8.893, lng: 116.277, streets: ["Jl. Pariwisata Pantai Kuta", "Jl. Raya Kuta"], landmark: ["Pantai Kuta Mandalika", "Kuta Mandalika Beach"] },
      { name: "Selong Belanak", lat: -8.872, lng: 116.165, streets: ["Jl. Selong Belanak", "Jl. Raya Mawun"], landmark: ["Pantai Selong Belanak", "Selong Belanak Beach"] },
      { name: "Tanjung Aan", lat: -8.907, lng: 116.322, streets: ["Jl. Tanjung Aan", "Jl. Bukit Merese"], landmark: ["Bukit Merese", "Merese Hill"] },
    ],
  },
  {
    namaKota: "KOTA SEMARANG",
    namaProvinsi: "JAWA TENGAH",
    lat: -6.9667,
    lng: 110.4167,
    popularSort: null,
    profile: "urban",
    weight: 3,
    shortName: "Semarang",
    areas: [
      { name: "Simpang Lima", lat: -6.99, lng: 110.423, streets: ["Jl. Pandanaran", "Jl. Gajahmada"], landmark: ["Lawang Sewu", "Lawang Sewu"] },
      { name: "Kota Lama", lat: -6.968, lng: 110.428, streets: ["Jl. Letjen Suprapto", "Jl. Kepodang"], landmark: ["Gereja Blenduk", "Blenduk Church"] },
      { name: "Candisari", lat: -7.01, lng: 110.42, streets: ["Jl. Sultan Agung", "Jl. Teuku Umar"], landmark: ["Masjid Agung Jawa Tengah", "the Great Mosque of Central Java"] },
    ],
  },
  {
    namaKota: "KOTA MEDAN",
    namaProvinsi: "SUMATERA UTARA",
    lat: 3.5952,
    lng: 98.6722,
    popularSort: null,
    profile: "urban",
    weight: 3,
    shortName: "Medan",
    areas: [
      { name: "Kesawan", lat: 3.59, lng: 98.678, streets: ["Jl. Ahmad Yani", "Jl. Balai Kota"], landmark: ["Istana Maimun", "Maimun Palace"] },
      { name: "Polonia", lat: 3.57, lng: 98.67, streets: ["Jl. Imam Bonjol", "Jl. Sudirman"], landmark: ["Masjid Raya Al Mashun", "the Al Mashun Grand Mosque"] },
      { name: "Medan Baru", lat: 3.575, lng: 98.656, streets: ["Jl. Gatot Subroto", "Jl. Sei Batang Hari"], landmark: ["Sun Plaza", "Sun Plaza"] },
    ],
  },
  {
    namaKota: "KABUPATEN MAGELANG",
    namaProvinsi: "JAWA TENGAH",
    lat: -7.5886,
    lng: 110.2213,
    popularSort: null,
    profile: "culture",
    weight: 2,
    shortName: "Magelang",
    areas: [
      { name: "Borobudur", lat: -7.606, lng: 110.203, streets: ["Jl. Balaputradewa", "Jl. Medang Kamulan"], landmark: ["Candi Borobudur", "Borobudur Temple"] },
      { name: "Mungkid", lat: -7.583, lng: 110.26, streets: ["Jl. Soekarno Hatta", "Jl. Letnan Tukiyat"], landmark: ["Candi Mendut", "Mendut Temple"] },
    ],
  },
  {
    namaKota: "KABUPATEN PROBOLINGGO",
    namaProvinsi: "JAWA TIMUR",
    lat: -7.8706,
    lng: 113.4763,
    popularSort: null,
    profile: "highland",
    weight: 2,
    shortName: "Probolinggo",
    areas: [
      { name: "Cemoro Lawang", lat: -7.9163, lng: 112.9638, streets: ["Jl. Raya Bromo", "Jl. Cemoro Lawang"], landmark: ["Gunung Bromo", "Mount Bromo"] },
      { name: "Sukapura", lat: -7.8752, lng: 113.0262, streets: ["Jl. Raya Sukapura", "Jl. Wonotoro"], landmark: ["Air Terjun Madakaripura", "Madakaripura Waterfall"] },
    ],
  },
  {
    namaKota: "KABUPATEN TABANAN",
    namaProvinsi: "BALI",
    lat: -8.54,
    lng: 115.125,
    popularSort: null,
    profile: "beach",
    weight: 3,
    shortName: "Tabanan",
    areas: [
      { name: "Beraban", lat: -8.6105, lng: 115.0931, streets: ["Jl. Tanah Lot", "Jl. Pantai Nyanyi"], landmark: ["Pura Tanah Lot", "Tanah Lot Temple"] },
      { name: "Jatiluwih", lat: -8.37, lng: 115.132, streets: ["Jl. Jatiluwih", "Jl. Raya Penebel"], landmark: ["Sawah Jatiluwih", "the Jatiluwih rice fields"] },
      { name: "Bedugul", lat: -8.278, lng: 115.166, streets: ["Jl. Raya Bedugul", "Jl. Candikuning"], landmark: ["Pura Ulun Danu Beratan", "Ulun Danu Beratan Temple"] },
    ],
  },
];

// /how-to-reserve (seed 000 section 2.1): the steps of a nightly booking, in each language.
import type { Lang, StaticDocument } from "./document.ts";
import { TERMS_FACTS } from "./terms-facts.ts";

const ID: StaticDocument = {
  intro: ["Pesan penginapan di Inap dalam beberapa langkah, dengan atau tanpa akun."],
  sections: [
    {
      heading: "Cari penginapan",
      paragraphs: [
        "Di beranda atau halaman Villa, pilih kota atau nama properti, tanggal check-in dan check-out, serta jumlah tamu, lalu tekan Cari.",
      ],
    },
    {
      heading: "Pilih properti",
      paragraphs: [
        "Bandingkan harga per malam, foto, fasilitas, lokasi, dan ulasan. Buka halaman properti untuk melihat kamar yang tersedia pada tanggal Anda.",
      ],
    },
    {
      heading: "Pilih kamar",
      paragraphs: [
        "Tentukan kamar dan jumlahnya, lalu tekan Pesan. Harga total dihitung ulang oleh server sebelum Anda membayar.",
      ],
    },
    {
      heading: "Isi data tamu",
      paragraphs: [
        "Isi nama, nomor telepon, dan email tamu utama. Masuk ke akun Anda untuk memakai poin, voucher, atau kode referal.",
      ],
    },
    {
      heading: "Pilih cara bayar dan bayar",
      paragraphs: [
        `Pilih bayar penuh, bayar di properti (bila tersedia), uang muka, atau Kredivo, lalu selesaikan pembayaran. Pemesanan yang belum dibayar ditahan ${TERMS_FACTS.holdHours} jam.`,
      ],
    },
    {
      heading: "Terima e-tiket",
      paragraphs: [
        `E-tiket dikirim ke email Anda paling lambat ${TERMS_FACTS.eTicketHours} jam setelah pembayaran. Anda juga dapat melihat pesanan di Pesanan Saya atau di halaman Cek Reservasi dengan Order ID dan email.`,
      ],
    },
  ],
};

const EN: StaticDocument = {
  intro: ["Book a stay on Inap in a few steps, with or without an account."],
  sections: [
    {
      heading: "Search for a stay",
      paragraphs: [
        "On the home page or the Villas page, choose a city or property name, check-in and check-out dates and the number of guests, then press Search.",
      ],
    },
    {
      heading: "Choose a property",
      paragraphs: [
        "Compare nightly prices, photos, facilities, location and reviews. Open a property's page to see the rooms free on your dates.",
      ],
    },
    {
      heading: "Choose rooms",
      paragraphs: [
        "Pick the rooms and how many, then press Book. The total is recalculated by the server before you pay.",
      ],
    },
    {
      heading: "Enter the guest's details",
      paragraphs: [
        "Enter the lead guest's name, phone number and email. Log in to use points, vouchers or a referral code.",
      ],
    },
    {
      heading: "Choose how to pay, and pay",
      paragraphs: [
        `Choose pay in full, pay at the property (where offered), a down payment or Kredivo, then complete the payment. An unpaid booking is held for ${TERMS_FACTS.holdHours} hours.`,
      ],
    },
    {
      heading: "Receive your e-ticket",
      paragraphs: [
        `The e-ticket is emailed to you within ${TERMS_FACTS.eTicketHours} hours of payment. You can also see the booking in My Bookings, or on the Reservation Check page with its Order ID and email.`,
      ],
    },
  ],
};

export function howToReserveDocument(lang: Lang): StaticDocument {
  return lang === "en" ? EN : ID;
}

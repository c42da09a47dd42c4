// /privacy-policy (seed 001 section 2.5): 10 sections, in each language.
import type { Lang, StaticDocument } from "./document.ts";

function id(csEmail: string): StaticDocument {
  return {
    intro: [
      "Kebijakan privasi ini menjelaskan data pribadi apa yang dikumpulkan Inap, untuk apa data itu dipakai, dan hak Anda atasnya.",
    ],
    sections: [
      {
        heading: "Data yang kami kumpulkan",
        paragraphs: ["Kami mengumpulkan data yang Anda berikan saat mendaftar, memesan, atau menghubungi kami:"],
        items: [
          "nama, alamat email, nomor telepon, nomor identitas, dan alamat;",
          "data pemesanan: properti, tanggal, jumlah tamu, permintaan khusus, dan riwayat pembayaran;",
          "data teknis: alamat IP, jenis peramban, dan bahasa pilihan.",
        ],
      },
      {
        heading: "Cara kami memakai data",
        paragraphs: [
          "Data dipakai untuk memproses pemesanan, mengirim e-tiket dan voucher, menghubungi Anda tentang pemesanan, mencegah penipuan, dan memperbaiki layanan. Kami tidak menjual data pribadi Anda.",
        ],
      },
      {
        heading: "Pembayaran",
        paragraphs: [
          "Pembayaran diproses oleh mitra gerbang pembayaran kami. Inap tidak menyimpan nomor kartu atau kredensial rekening Anda; kami hanya menerima status dan jumlah pembayaran.",
        ],
      },
      {
        heading: "Berbagi data dengan pemilik properti",
        paragraphs: [
          "Nama, kontak, tanggal menginap, jumlah tamu, dan permintaan khusus Anda diteruskan kepada pemilik properti yang Anda pesan agar mereka dapat menyiapkan kedatangan Anda.",
        ],
      },
      {
        heading: "Cookie",
        paragraphs: [
          "Kami memakai cookie yang diperlukan untuk menjaga sesi masuk, mengingat bahasa pilihan, dan melindungi formulir dari penyalahgunaan. Kami tidak memakai cookie iklan pihak ketiga.",
        ],
      },
      {
        heading: "Keamanan data",
        paragraphs: [
          "Kata sandi disimpan dalam bentuk hash, koneksi dienkripsi, dan akses ke data dibatasi pada petugas yang membutuhkannya. Tidak ada sistem yang sepenuhnya aman; laporkan kepada kami bila Anda menduga akun Anda disalahgunakan.",
        ],
      },
      {
        heading: "Masa penyimpanan",
        paragraphs: [
          "Data akun disimpan selama akun Anda aktif. Data pemesanan dan pembayaran disimpan selama diwajibkan oleh peraturan perpajakan dan akuntansi, kemudian dihapus atau dianonimkan.",
        ],
      },
      {
        heading: "Hak Anda",
        paragraphs: [
          "Anda dapat melihat dan mengubah data profil di halaman akun, meminta salinan data Anda, dan meminta penghapusan akun melalui halaman Hapus Akun.",
        ],
      },
      {
        heading: "Anak-anak",
        paragraphs: [
          "Layanan kami ditujukan bagi pengguna berusia 18 tahun ke atas. Kami tidak dengan sengaja mengumpulkan data anak-anak.",
        ],
      },
      {
        heading: "Perubahan dan kontak",
        paragraphs: [
          `Kami dapat memperbarui kebijakan ini; perubahan penting akan diumumkan di situs. Pertanyaan tentang privasi dapat dikirim ke ${csEmail}.`,
        ],
      },
    ],
  };
}

function en(csEmail: string): StaticDocument {
  return {
    intro: [
      "This privacy policy explains what personal data Inap collects, what it is used for, and your rights over it.",
    ],
    sections: [
      {
        heading: "Data we collect",
        paragraphs: ["We collect the data you give us when you register, book or contact us:"],
        items: [
          "name, email address, phone number, identity number and address;",
          "booking data: property, dates, number of guests, special requests and payment history;",
          "technical data: IP address, browser type and preferred language.",
        ],
      },
      {
        heading: "How we use data",
        paragraphs: [
          "Data is used to process bookings, send e-tickets and vouchers, contact you about a booking, prevent fraud and improve the service. We do not sell your personal data.",
        ],
      },
      {
        heading: "Payments",
        paragraphs: [
          "Payments are processed by our payment gateway partners. Inap does not store your card number or bank credentials; we only receive the payment's status and amount.",
        ],
      },
      {
        heading: "Sharing data with property owners",
        paragraphs: [
          "Your name, contact details, dates, number of guests and special requests are passed to the owner of the property you book so they can prepare for your arrival.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use the cookies needed to keep you logged in, remember your language and protect forms from abuse. We use no third-party advertising cookies.",
        ],
      },
      {
        heading: "Data security",
        paragraphs: [
          "Passwords are stored hashed, connections are encrypted and access to data is limited to the staff who need it. No system is completely secure; tell us if you suspect your account is being misused.",
        ],
      },
      {
        heading: "Retention",
        paragraphs: [
          "Account data is kept while your account is active. Booking and payment records are kept as long as tax and accounting rules require, then deleted or anonymised.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You can view and change your profile on the account page, ask for a copy of your data, and ask for your account to be deleted through the Delete Account page.",
        ],
      },
      {
        heading: "Children",
        paragraphs: ["Our service is meant for users aged 18 and over. We do not knowingly collect children's data."],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          `We may update this policy; important changes are announced on the site. Questions about privacy can be sent to ${csEmail}.`,
        ],
      },
    ],
  };
}

export function privacyDocument(lang: Lang, csEmail: string): StaticDocument {
  return lang === "en" ? en(csEmail) : id(csEmail);
}

// /terms-and-conditions (seed 001 section 2.5): 16 numbered clauses built from TERMS_FACTS.
import type { Lang, StaticDocument } from "./document.ts";
import { TERMS_FACTS as F } from "./terms-facts.ts";

const lastCancelDay = F.balanceDaysBeforeArrival - 1;

const ID: StaticDocument = {
  intro: [
    "Syarat dan ketentuan ini berlaku untuk setiap pemesanan yang dibuat melalui Inap, baik di situs web maupun aplikasi. Dengan menyelesaikan pemesanan, Anda menyatakan telah membaca dan menyetujuinya.",
  ],
  sections: [
    {
      heading: "Peran Inap",
      paragraphs: [
        "Inap bertindak sebagai agen pemesanan bagi pemilik properti. Perjanjian menginap terjadi antara tamu dan pemilik properti; Inap menerima pembayaran atas nama pemilik dan meneruskan data pemesanan kepadanya.",
      ],
    },
    {
      heading: "Harga",
      paragraphs: [
        "Semua harga dinyatakan dalam Rupiah (IDR) per properti atau per kamar per malam, sebagaimana tertera pada halaman properti. Harga yang berlaku adalah harga pada saat pemesanan dibuat dan dihitung ulang oleh server kami.",
      ],
    },
    {
      heading: "Uang muka",
      paragraphs: [
        `Uang muka sebesar ${F.depositPercent}% dari total harga dibayar pada saat pemesanan, kecuali Anda memilih membayar penuh.`,
      ],
    },
    {
      heading: "Pelunasan",
      paragraphs: [
        `Sisa pembayaran wajib dilunasi paling lambat ${F.balanceDaysBeforeArrival} hari sebelum tanggal kedatangan. Pemesanan yang dibuat kurang dari ${F.balanceDaysBeforeArrival} hari sebelum kedatangan dibayar penuh pada saat pemesanan.`,
      ],
    },
    {
      heading: "Masa tahan pemesanan",
      paragraphs: [
        `Pemesanan yang belum dibayar ditahan selama ${F.holdHours} jam. Setelah itu pemesanan dibatalkan otomatis dan kamar dilepas kembali.`,
      ],
    },
    {
      heading: "Pembatalan",
      paragraphs: [
        "Pembatalan dilakukan secara tertulis melalui layanan pelanggan. Biaya pembatalan dihitung dari tanggal kedatangan:",
      ],
      items: [
        `lebih dari ${F.balanceDaysBeforeArrival} hari sebelum kedatangan: ${F.earlyCancelForfeitPercent}% dari total harga hangus;`,
        `1 sampai ${lastCancelDay} hari sebelum kedatangan: hingga ${F.lateCancelForfeitPercent}% dari total harga hangus;`,
        "tidak datang (no-show) atau pembatalan pada hari kedatangan: seluruh pembayaran hangus.",
      ],
    },
    {
      heading: "Perubahan pemesanan",
      paragraphs: [
        `Setiap perubahan tanggal, properti, atau nama tamu dikenai biaya perubahan sebesar ${F.changeFeeUsd} USD (dibayar dalam Rupiah dengan kurs hari itu) dan bergantung pada ketersediaan.`,
      ],
    },
    {
      heading: "Deposit jaminan",
      paragraphs: [
        `Beberapa properti meminta deposit jaminan sebesar ${F.securityDepositUsd.min} sampai ${F.securityDepositUsd.max.toLocaleString("id-ID")} USD saat kedatangan. Deposit dikembalikan dalam ${F.securityDepositRefundDays} hari setelah keberangkatan, dikurangi biaya kerusakan atau kehilangan bila ada.`,
      ],
    },
    {
      heading: "Antar-jemput bandara",
      paragraphs: [
        `Antar-jemput bandara disediakan untuk masa menginap ${F.airportTransferMinNights} malam atau lebih. Kirimkan detail penerbangan Anda paling lambat 3 hari sebelum kedatangan.`,
      ],
    },
    {
      heading: "Waktu check-in dan check-out",
      paragraphs: [
        `Check-in antara pukul ${F.checkIn.from} dan ${F.checkIn.to}; check-out antara pukul ${F.checkOut.from} dan ${F.checkOut.to}, kecuali halaman properti menyebutkan waktu lain.`,
      ],
    },
    {
      heading: "Paspor dan visa",
      paragraphs: [
        `Tamu warga negara asing wajib membawa paspor yang masih berlaku minimal ${F.passportValidMonths} bulan sejak tanggal kedatangan dan visa yang sesuai; visa kunjungan umumnya berlaku ${F.visaDays} hari. Pengurusan dokumen perjalanan adalah tanggung jawab tamu.`,
      ],
    },
    {
      heading: "Kontak utama",
      paragraphs: [
        `Pemesan atau kontak utama pemesanan harus berusia minimal ${F.leadContactMinAge} tahun dan ikut menginap.`,
      ],
    },
    {
      heading: "E-tiket",
      paragraphs: [
        `E-tiket dikirim ke email pemesan paling lambat ${F.eTicketHours} jam setelah pembayaran diterima. Bila belum menerimanya, periksa folder spam atau gunakan halaman Cek Reservasi.`,
      ],
    },
    {
      heading: "Aturan properti",
      paragraphs: [
        "Tamu wajib mematuhi aturan properti yang tertera di halaman properti (merokok, hewan peliharaan, pesta, jumlah tamu). Pemilik berhak menolak atau mengakhiri masa menginap bila aturan dilanggar, tanpa pengembalian dana.",
      ],
    },
    {
      heading: "Tanggung jawab",
      paragraphs: [
        "Inap tidak bertanggung jawab atas kehilangan, kerusakan, atau cedera selama masa menginap yang berada di luar kendali kami, termasuk keadaan kahar. Tanggung jawab Inap terbatas pada jumlah yang dibayarkan melalui Inap untuk pemesanan terkait.",
      ],
    },
    {
      heading: "Perubahan ketentuan dan hukum yang berlaku",
      paragraphs: [
        "Inap dapat mengubah syarat dan ketentuan ini sewaktu-waktu; pemesanan yang sudah dibuat mengikuti ketentuan pada saat pemesanan. Ketentuan ini tunduk pada hukum Republik Indonesia.",
      ],
    },
  ],
};

const EN: StaticDocument = {
  intro: [
    "These terms and conditions apply to every booking made through Inap, on the website or in the app. By completing a booking you confirm that you have read and accept them.",
  ],
  sections: [
    {
      heading: "Inap's role",
      paragraphs: [
        "Inap acts as a booking agent for property owners. The contract for the stay is between the guest and the property owner; Inap takes payment on the owner's behalf and passes the booking on to them.",
      ],
    },
    {
      heading: "Prices",
      paragraphs: [
        "All prices are in Indonesian Rupiah (IDR) per property or per room per night, as shown on the property page. The price that applies is the one at the time of booking, recalculated by our server.",
      ],
    },
    {
      heading: "Deposit",
      paragraphs: [
        `A deposit of ${F.depositPercent}% of the total price is paid at booking, unless you choose to pay in full.`,
      ],
    },
    {
      heading: "Balance",
      paragraphs: [
        `The balance is due no later than ${F.balanceDaysBeforeArrival} days before the arrival date. Bookings made less than ${F.balanceDaysBeforeArrival} days before arrival are paid in full at booking.`,
      ],
    },
    {
      heading: "Booking hold",
      paragraphs: [
        `An unpaid booking is held for ${F.holdHours} hours. After that it is cancelled automatically and the rooms are released.`,
      ],
    },
    {
      heading: "Cancellation",
      paragraphs: [
        "Cancellations are made in writing through customer service. The charge depends on the arrival date:",
      ],
      items: [
        `more than ${F.balanceDaysBeforeArrival} days before arrival: ${F.earlyCancelForfeitPercent}% of the total price is forfeited;`,
        `1 to ${lastCancelDay} days before arrival: up to ${F.lateCancelForfeitPercent}% of the total price is forfeited;`,
        "no-show or cancellation on the arrival day: the whole payment is forfeited.",
      ],
    },
    {
      heading: "Changes to a booking",
      paragraphs: [
        `Every change of dates, property or guest name costs a change fee of ${F.changeFeeUsd} USD (paid in Rupiah at the day's rate) and is subject to availability.`,
      ],
    },
    {
      heading: "Security deposit",
      paragraphs: [
        `Some properties ask for a security deposit of ${F.securityDepositUsd.min} to ${F.securityDepositUsd.max.toLocaleString("en-US")} USD on arrival. It is refunded within ${F.securityDepositRefundDays} days of departure, less the cost of any damage or loss.`,
      ],
    },
    {
      heading: "Airport transfer",
      paragraphs: [
        `An airport transfer is provided for stays of ${F.airportTransferMinNights} nights or more. Send us your flight details at least 3 days before arrival.`,
      ],
    },
    {
      heading: "Check-in and check-out times",
      paragraphs: [
        `Check-in is between ${F.checkIn.from.replace(".", ":")} and ${F.checkIn.to.replace(".", ":")}; check-out between ${F.checkOut.from.replace(".", ":")} and ${F.checkOut.to.replace(".", ":")}, unless the property page states other times.`,
      ],
    },
    {
      heading: "Passport and visa",
      paragraphs: [
        `Foreign guests must carry a passport valid for at least ${F.passportValidMonths} months from the arrival date and the right visa; a visit visa is usually valid for ${F.visaDays} days. Travel documents are the guest's responsibility.`,
      ],
    },
    {
      heading: "Lead contact",
      paragraphs: [
        `The person booking, the lead contact, must be at least ${F.leadContactMinAge} years old and stay at the property.`,
      ],
    },
    {
      heading: "E-ticket",
      paragraphs: [
        `The e-ticket is sent to the booker's email within ${F.eTicketHours} hours of the payment being received. If it has not arrived, check your spam folder or use the Reservation Check page.`,
      ],
    },
    {
      heading: "Property rules",
      paragraphs: [
        "Guests must follow the property's rules shown on its page (smoking, pets, parties, number of guests). The owner may refuse or end a stay when they are broken, without a refund.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "Inap is not liable for loss, damage or injury during a stay that is beyond our control, force majeure included. Inap's liability is limited to the amount paid through Inap for the booking concerned.",
      ],
    },
    {
      heading: "Changes to these terms and governing law",
      paragraphs: [
        "Inap may change these terms at any time; a booking already made follows the terms at the time of booking. These terms are governed by the laws of the Republic of Indonesia.",
      ],
    },
  ],
};

export function termsDocument(lang: Lang): StaticDocument {
  return lang === "en" ? EN : ID;
}

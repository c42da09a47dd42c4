// A receipt for unit tests of what is made from one (mails, calendar files): a long stay paid by
// down payment, nothing billed; each test overrides what it is about.
import type { Receipt } from "./receipt.ts";

export const testReceipt = (overrides: Partial<Receipt>): Receipt => ({
  kind: "long_stay",
  purchaseId: 4,
  orderId: "LS-20261201-4",
  lang: "id",
  issuedAt: new Date("2026-11-01T00:00:00Z"),
  state: "dpPaid",
  guest: { name: "Rina", email: "rina@example.com", phone: "+62-81", memberId: null },
  merchant: { name: "Kos Melati", address: "Jl. Kaliurang 5", city: "KABUPATEN SLEMAN" },
  stay: { checkIn: "2026-12-01", checkOut: "2027-01-01", nights: 31 },
  lines: [],
  subTotal: 0,
  adjustments: [],
  total: 0,
  due: 0,
  payments: [],
  links: { detail: "/reservation-check?order_id=LS-20261201-4&email=rina%40example.com" },
  ...overrides,
});

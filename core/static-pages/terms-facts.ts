// The facts the terms and conditions state (seed 001 sections 2.5 and 9). One place for each:
// the terms text of both languages is built from these numbers.

export const TERMS_FACTS = {
  /** Share of the total paid at booking. */
  depositPercent: 50,
  /** The balance is due this many days before arrival; cancelling earlier forfeits the deposit share. */
  balanceDaysBeforeArrival: 60,
  /** Cancelling more than `balanceDaysBeforeArrival` days ahead forfeits this share. */
  earlyCancelForfeitPercent: 50,
  /** Cancelling 1 to 59 days ahead forfeits up to this share. */
  lateCancelForfeitPercent: 100,
  /** An unpaid booking is held this long. */
  holdHours: 48,
  changeFeeUsd: 50,
  securityDepositUsd: { min: 250, max: 1000 },
  securityDepositRefundDays: 14,
  airportTransferMinNights: 4,
  checkIn: { from: "14.00", to: "15.00" },
  checkOut: { from: "11.00", to: "12.00" },
  passportValidMonths: 6,
  visaDays: 30,
  leadContactMinAge: 18,
  eTicketHours: 3,
} as const;

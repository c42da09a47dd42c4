// The price rules of seed 001 section 4, in one place for the web app and the API.

/**
 * The nightly price a guest sees: the rate less the property's fee percent, rounded down
 * ("Room price shown = rate x (100 - fee_percent) / 100, rounded down").
 */
export function shownNightlyPrice(rate: number, feePercent: number): number {
  const fee = Math.min(Math.max(feePercent, 0), 100);
  // Integer arithmetic first, so 150000 * 95 / 100 is exact before flooring.
  return Math.floor((rate * (100 - fee)) / 100);
}

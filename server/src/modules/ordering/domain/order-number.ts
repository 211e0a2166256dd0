/** A source of uniform random whole numbers; the adapter uses the operating system's CSPRNG. */
export interface RandomSource {
  /** A whole number in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DIGITS = 6;

/**
 * The order number shoppers read and the payment provider receives as its orderId
 * (NicePay: up to 64 characters): the order's date in Korea (UTC+9, no daylight saving)
 * and six random digits, e.g. 20261123-482915. Random, so one number says nothing about
 * the next; unique by the database's index, and the caller draws again on a collision.
 */
export function newOrderNumber(now: Date, random: RandomSource): string {
  const korea = new Date(now.getTime() + KOREA_OFFSET_MS);
  const date = `${korea.getUTCFullYear()}${pad(korea.getUTCMonth() + 1, 2)}${pad(korea.getUTCDate(), 2)}`;
  return `${date}-${pad(random.int(10 ** DIGITS), DIGITS)}`;
}

export const ORDER_NUMBER_PATTERN = /^\d{8}-\d{6}$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A source of uniform random whole numbers; the adapter uses the operating system's CSPRNG. */
export interface RandomSource {
  /** A whole number in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The signs of an order number's random part: digits and capitals without 0, O, 1, I and L, so nothing read off a
 * text message or typed by hand is mistaken for another sign. 31 signs.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 31^10 ≈ 8.2 × 10^14 numbers a day (about 49.5 bits): sweeping a day's numbers, even at the return route's limit, is hopeless. */
export const ORDER_NUMBER_RANDOM_LENGTH = 10;

/** An order number as issued now: `20261123-7KQ4M9XH2C` (19 of NicePay's 64 characters). */
export const ISSUED_ORDER_NUMBER_PATTERN = /^\d{8}-[2-9A-HJKMNP-Z]{10}$/;

/** As issued before issue 19 (the date and six random digits, one in a million a day); still found by every lookup. */
export const LEGACY_ORDER_NUMBER_PATTERN = /^\d{8}-\d{6}$/;

/** Any order number the shop has issued: what a lookup may find. */
export const ORDER_NUMBER_PATTERN = /^\d{8}-(?:[2-9A-HJKMNP-Z]{10}|\d{6})$/;

/**
 * The order number shoppers read and the payment provider receives as its orderId
 * (NicePay: up to 64 characters): the order's date in Korea (UTC+9, no daylight saving),
 * a hyphen and ten random signs of ORDER_NUMBER_ALPHABET. The numbers appear in links (the
 * guest lookup's text message, the console), so they must not be guessable: the six digits
 * they had before left a million a day to sweep. Unique by the database's index; the caller
 * draws again on a collision.
 */
export function newOrderNumber(now: Date, random: RandomSource): string {
  const korea = new Date(now.getTime() + KOREA_OFFSET_MS);
  const date = `${korea.getUTCFullYear()}${pad(korea.getUTCMonth() + 1, 2)}${pad(korea.getUTCDate(), 2)}`;
  let tail = '';
  for (let sign = 0; sign < ORDER_NUMBER_RANDOM_LENGTH; sign += 1) tail += ORDER_NUMBER_ALPHABET[random.int(ORDER_NUMBER_ALPHABET.length)];
  return `${date}-${tail}`;
}

/** A number as a shopper may type it (spaces around, small letters) in the one spelling the shop issues. */
export function canonicalOrderNumber(typed: string): string {
  return typed.trim().toUpperCase();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

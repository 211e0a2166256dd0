/**
 * Order numbers as the server issues them (server/src/modules/ordering/domain/order-number.ts): the date in Korea, a
 * hyphen and ten signs without 0, O, 1, I or L (`20261123-7KQ4M9XH2C`). Orders placed before the numbers changed
 * (issue 19) keep their six digits (`20261123-482915`) and are still looked up by them.
 */
export const ORDER_NUMBER_PATTERN = /^\d{8}-(?:[2-9A-HJKMNP-Z]{10}|\d{6})$/;

/** A number as typed, in the one spelling the shop issues: trimmed, in capitals. */
export function canonicalOrderNumber(typed: string): string {
  return typed.trim().toUpperCase();
}

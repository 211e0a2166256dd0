/**
 * An integrator's API token as issued: `shop_` and 43 base64url characters (32 random bytes), shown once; the shop
 * keeps its SHA-256 and its first 12 characters (the prefix staff recognise it by). Expiry 1–365 days.
 */
export const API_TOKEN_PREFIX = 'shop_';
export const API_TOKEN_SHOWN_PREFIX_LENGTH = 12;
export const API_TOKEN_MAX_DAYS = 365;

export function rawApiToken(randomBytes32Base64Url: string): string {
  return `${API_TOKEN_PREFIX}${randomBytes32Base64Url}`;
}

export function shownPrefix(rawToken: string): string {
  return rawToken.slice(0, API_TOKEN_SHOWN_PREFIX_LENGTH);
}

export function tokenExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

import { BIRTH_YEAR_FROM } from '@/config/shop';

/**
 * Birth dates typed as digits: "19900517" shows as "1990-05-17" while it is typed (hyphens after the year
 * and the month), at most 10 characters.
 */
export function formatBirthInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

export interface BirthParts {
  year: number;
  month: number;
  day: number;
}

export function parseBirth(value: string): BirthParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date (no 02-30, leap years counted), not after `today`; how far back is `isBirthYearAllowed`'s. */
export function isRealBirthDate(value: string, today: Date = new Date()): boolean {
  const parts = parseBirth(value);
  if (!parts) return false;
  const { year, month, day } = parts;
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return year * 10000 + month * 100 + day <= todayKey;
}

/** Spec §5 and §9: birth years run back to 1930 and no further (the year selects stop there, the server too). */
export function isBirthYearAllowed(parts: BirthParts): boolean {
  return parts.year >= BIRTH_YEAR_FROM;
}

/** Age in full years on `today` (the birthday itself counts). */
export function ageOn(birth: BirthParts, today: Date = new Date()): number {
  const hadBirthday =
    today.getMonth() + 1 > birth.month || (today.getMonth() + 1 === birth.month && today.getDate() >= birth.day);
  return today.getFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

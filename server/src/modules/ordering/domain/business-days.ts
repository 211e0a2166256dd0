/**
 * Korean business days (영업일): Monday to Friday that are not public holidays. Days are Korean calendar days written
 * YYYY-MM-DD. `holidays` holds every public holiday the gazette names, substitute (대체공휴일) and temporary
 * (임시공휴일) holidays included; the infrastructure reads it from a maintained package (KoreanHolidaysPort), so this
 * arithmetic stays plain. A year the set does not cover counts weekends only (docs/decisions.md, "The workshop's
 * board: production days, business days and the dispatch date").
 */
export type HolidaySet = ReadonlySet<string>;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Never more than this many days are walked: 30 business days fit in well under a year, whatever the holidays. */
const WALK_LIMIT = 366;

function utcOf(day: string): number {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function dayOf(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}

/** The day after `day` (31 December → 1 January). */
export function nextDay(day: string): string {
  return dayOf(utcOf(day) + DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(utcOf(day)).getUTCDay();
}

export function isBusinessDay(day: string, holidays: HolidaySet): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string, holidays: HolidaySet): string {
  let current = nextDay(day);
  for (let walked = 0; walked < WALK_LIMIT && !isBusinessDay(current, holidays); walked += 1) current = nextDay(current);
  return current;
}

/** The `count`-th business day after `start` (0: `start` itself). */
export function addBusinessDays(start: string, count: number, holidays: HolidaySet): string {
  if (!Number.isInteger(count) || count < 0) throw new Error(`business days must be a whole number from 0: ${count}`);
  let current = start;
  for (let added = 0; added < count; added += 1) current = nextBusinessDay(current, holidays);
  return current;
}

/** A day on the calendar, without a time or a zone: a birth date, "today in Seoul". */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` that names a real day (no 2월 30일), else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The date in Korea (UTC+9, no daylight saving) at that instant. */
export function koreanDateAt(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant the day starts in Korea; a day past the month's end rolls over (31 + 1 → the 1st). */
export function koreanMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - KST_OFFSET_MS);
}

/** The same day `years` later (29 February → 1 March in a common year). */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year + years, date.month - 1, date.day));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Full years from birth to today (만 나이): the birthday must have come this year. */
export function fullYearsOld(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return formatCalendarDate(a) > formatCalendarDate(b);
}

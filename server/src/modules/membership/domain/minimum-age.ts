import { fullYearsOld, koreanDateAt, parseCalendarDate } from '../../../shared/domain/calendar-date';

/** The terms (article on members) and the spec: under 14 may not join. Counted in full years, in Korea's date. */
export const MINIMUM_AGE = 14;

export function isOldEnoughToJoin(birth: string, now: Date): boolean {
  const date = parseCalendarDate(birth);
  return date !== null && fullYearsOld(date, koreanDateAt(now)) >= MINIMUM_AGE;
}

import type { HolidaySet } from '../../domain/business-days';
import type { CoveredYears, KoreanHolidaysPort } from '../ports/korean-holidays.port';

/** The holiday port with the days a spec gives; it covers the years those days fall in (or the years given). */
export class FixedKoreanHolidays implements KoreanHolidaysPort {
  private readonly days: HolidaySet;
  private readonly years: CoveredYears;

  constructor(days: readonly string[], years?: CoveredYears) {
    this.days = new Set(days);
    const seen = days.map((day) => Number(day.slice(0, 4)));
    this.years = years ?? { first: Math.min(...seen), last: Math.max(...seen) };
  }

  holidays(): HolidaySet {
    return this.days;
  }

  coveredYears(): CoveredYears {
    return { ...this.years };
  }
}

/** 2026's public holidays as the gazette's 월력요항 names them (the year most ordering specs are set in). */
export const GAZETTE_HOLIDAYS_2026: readonly string[] = [
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-03-01',
  '2026-03-02',
  '2026-05-01',
  '2026-05-05',
  '2026-05-24',
  '2026-05-25',
  '2026-06-03',
  '2026-06-06',
  '2026-07-17',
  '2026-08-15',
  '2026-08-17',
  '2026-09-24',
  '2026-09-25',
  '2026-09-26',
  '2026-10-03',
  '2026-10-05',
  '2026-10-09',
  '2026-12-25',
];

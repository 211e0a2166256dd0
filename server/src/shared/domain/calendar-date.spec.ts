import { addYears, formatCalendarDate, fullYearsOld, isAfter, koreanDateAt, koreanMidnight, parseCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('parses real days only', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('1999-02-29')).toBeNull();
    expect(parseCalendarDate('2024-04-31')).toBeNull();
    expect(parseCalendarDate('2024-13-01')).toBeNull();
    expect(parseCalendarDate('2024-00-10')).toBeNull();
    expect(parseCalendarDate('20240101')).toBeNull();
    expect(parseCalendarDate('2024-1-01')).toBeNull();
  });

  it('formats with zero padding', () => {
    expect(formatCalendarDate({ year: 2001, month: 3, day: 9 })).toBe('2001-03-09');
  });

  it('tells the day in Korea, nine hours ahead of UTC', () => {
    expect(koreanDateAt(new Date('2025-12-31T14:59:59Z'))).toEqual({ year: 2025, month: 12, day: 31 });
    expect(koreanDateAt(new Date('2025-12-31T15:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('counts full years, turning a year older on the birthday itself', () => {
    const birth = { year: 2010, month: 6, day: 15 };
    expect(fullYearsOld(birth, { year: 2024, month: 6, day: 14 })).toBe(13);
    expect(fullYearsOld(birth, { year: 2024, month: 6, day: 15 })).toBe(14);
    expect(fullYearsOld(birth, { year: 2024, month: 12, day: 1 })).toBe(14);
  });

  it('compares days', () => {
    expect(isAfter({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 })).toBe(true);
    expect(isAfter({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 1, day: 1 })).toBe(false);
  });

  it('starts a day in Korea at 15:00 UTC the day before, rolling over a month end', () => {
    expect(koreanMidnight({ year: 2026, month: 11, day: 1 }).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(koreanMidnight({ year: 2026, month: 12, day: 32 }).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
  it('adds years, 29 February landing on 1 March in a common year', () => {
    expect(addYears({ year: 2021, month: 5, day: 17 }, 5)).toEqual({ year: 2026, month: 5, day: 17 });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 3, day: 1 });
  });
});

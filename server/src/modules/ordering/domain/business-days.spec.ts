import { addBusinessDays, isBusinessDay, nextBusinessDay, nextDay, weekdayOf } from './business-days';

// The gazette's days off around the weeks below (the package's adapter spec checks the package has them).
const CHUSEOK_2025 = new Set(['2025-10-03', '2025-10-05', '2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09']);
const YEAR_END = new Set(['2025-12-25', '2026-01-01', '2026-12-25', '2027-01-01']);
const NONE = new Set<string>();

describe('Korean business days', () => {
  it('are Monday to Friday, less the holidays in the set', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(isBusinessDay('2026-11-27', NONE)).toBe(true);
    expect(isBusinessDay('2026-11-28', NONE)).toBe(false);
    expect(isBusinessDay('2026-11-29', NONE)).toBe(false);
    expect(isBusinessDay('2025-10-08', CHUSEOK_2025)).toBe(false);
    expect(isBusinessDay('2025-10-08', NONE)).toBe(true);
  });

  it('roll over months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('skip the whole Chuseok week of 2025, its substitute holiday (10-08) and 한글날 included', () => {
    expect(nextBusinessDay('2025-10-02', CHUSEOK_2025)).toBe('2025-10-10');
    expect(addBusinessDays('2025-10-02', 3, CHUSEOK_2025)).toBe('2025-10-14');
    // Without the substitute day in the set, Wednesday 10-08 would count.
    expect(nextBusinessDay('2025-10-07', new Set([...CHUSEOK_2025].filter((day) => day !== '2025-10-08')))).toBe('2025-10-08');
  });

  it('cross the year end over 1 January', () => {
    expect(nextBusinessDay('2026-12-31', YEAR_END)).toBe('2027-01-04');
    expect(addBusinessDays('2025-12-31', 1, YEAR_END)).toBe('2026-01-02');
    expect(addBusinessDays('2025-12-24', 2, YEAR_END)).toBe('2025-12-29');
  });

  it('add nothing for 0 and refuse a negative or broken count', () => {
    expect(addBusinessDays('2026-11-28', 0, NONE)).toBe('2026-11-28');
    expect(() => addBusinessDays('2026-11-27', -1, NONE)).toThrow();
    expect(() => addBusinessDays('2026-11-27', 1.5, NONE)).toThrow();
    expect(() => nextDay('2026/11/27')).toThrow();
  });
});

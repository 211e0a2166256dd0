import { describeKoreanHolidaysPort } from '../../application/testing/korean-holidays.port-contract';
import { addBusinessDays, isBusinessDay } from '../../domain/business-days';
import { estimateDispatch } from '../../domain/dispatch-estimate';
import { coverageWarning, HolidaysKrCalendar, logCoverage } from './holidays-kr-calendar';

describeKoreanHolidaysPort('HolidaysKrCalendar', () => HolidaysKrCalendar.load());

const kst = (local: string) => new Date(`${local}+09:00`);

describe('HolidaysKrCalendar (@hyunbinseo/holidays-kr)', () => {
  let calendar: HolidaysKrCalendar;
  beforeAll(async () => {
    calendar = await HolidaysKrCalendar.load();
  });

  it('reads every yearly preset of the package, 2018 through 2027 at the pinned version', () => {
    expect(calendar.coveredYears()).toEqual({ first: 2018, last: 2027 });
  });

  it('has the gazette\'s Chuseok and Seollal weeks with their substitute holidays', () => {
    const holidays = calendar.holidays();
    // 2025: 개천절 10-03, 추석 10-05..07, 대체공휴일 10-08, 한글날 10-09.
    expect(['2025-10-03', '2025-10-05', '2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09'].every((day) => holidays.has(day))).toBe(true);
    expect(['2026-09-24', '2026-09-25', '2026-09-26'].every((day) => holidays.has(day))).toBe(true);
    expect(['2026-02-16', '2026-02-17', '2026-02-18'].every((day) => holidays.has(day))).toBe(true);
    expect(['2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09'].every((day) => holidays.has(day))).toBe(true);
    // Temporary holidays (임시공휴일) too: 2025-01-27 and the 2025 presidential election.
    expect(holidays.has('2025-01-27') && holidays.has('2025-06-03')).toBe(true);
    expect(holidays.has('2026-10-08')).toBe(false);
  });

  it('gives the domain the real weeks: an order paid before Chuseok 2025 is due after it', () => {
    // Thu 2 Oct 10:00: taken that day; the next business day is Fri 10 Oct.
    expect(estimateDispatch(kst('2025-10-02T10:00:00'), { min: 1, max: 3 }, calendar.holidays())).toEqual({ from: '2025-10-10', due: '2025-10-14' });
  });

  it('counts weekends only past its last preset year (2028 at this version)', () => {
    // 1 March 2028 (3ㆍ1절) is a Wednesday the package does not know yet.
    expect(isBusinessDay('2028-03-01', calendar.holidays())).toBe(true);
    expect(addBusinessDays('2027-12-30', 2, calendar.holidays())).toBe('2028-01-03');
  });

  it('stops at the first year the package answers with a RangeError, and passes any other failure on', async () => {
    const presets: Record<string, Record<string, string[]>> = { '2018': { '2018-01-01': ['1월 1일'] }, '2019': { '2019-01-01': ['1월 1일'] } };
    const loader = async (year: string) => {
      if (presets[year]) return presets[year];
      throw new RangeError(`No preset for year ${year}`);
    };
    const short = await HolidaysKrCalendar.load(loader);
    expect(short.coveredYears()).toEqual({ first: 2018, last: 2019 });
    expect([...short.holidays()]).toEqual(['2018-01-01', '2019-01-01']);
    await expect(HolidaysKrCalendar.load(async () => Promise.reject(new TypeError('broken package')))).rejects.toThrow('broken package');
  });
});

describe('the start-up warning', () => {
  it('names the package when it does not cover this year and the next', () => {
    expect(coverageWarning({ first: 2018, last: 2027 }, 2026)).toBeNull();
    expect(coverageWarning({ first: 2018, last: 2027 }, 2027)).toContain('@hyunbinseo/holidays-kr covers public holidays up to 2027');
    const warned: string[] = [];
    logCoverage({ first: 2018, last: 2027 }, 2028, { warn: (message: string) => void warned.push(message) });
    expect(warned).toEqual([expect.stringContaining('weekends only')]);
    logCoverage({ first: 2018, last: 2027 }, 2025, { warn: (message: string) => void warned.push(message) });
    expect(warned).toHaveLength(1);
  });
});

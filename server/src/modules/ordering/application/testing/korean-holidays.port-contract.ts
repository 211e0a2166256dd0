/* The rules every KoreanHolidaysPort keeps, run against the package's adapter and against the specs' fake alike. */
import type { KoreanHolidaysPort } from '../ports/korean-holidays.port';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

export function describeKoreanHolidaysPort(name: string, make: () => Promise<KoreanHolidaysPort> | KoreanHolidaysPort): void {
  describe(`${name} (KoreanHolidaysPort)`, () => {
    let port: KoreanHolidaysPort;
    beforeAll(async () => {
      port = await make();
    });

    it('names real calendar days, each within the years it covers', () => {
      const { first, last } = port.coveredYears();
      expect(first).toBeLessThanOrEqual(last);
      const days = [...port.holidays()];
      expect(days.length).toBeGreaterThan(0);
      expect(days.filter((day) => !isRealDay(day))).toEqual([]);
      expect(days.filter((day) => Number(day.slice(0, 4)) < first || Number(day.slice(0, 4)) > last)).toEqual([]);
    });

    it('has 1 January (신정) of every year it covers', () => {
      const { first, last } = port.coveredYears();
      for (let year = first; year <= last; year += 1) expect({ year, holiday: port.holidays().has(`${year}-01-01`) }).toEqual({ year, holiday: true });
    });

    it('answers the same days every time (read once)', () => {
      expect([...port.holidays()]).toEqual([...port.holidays()]);
    });
  });
}

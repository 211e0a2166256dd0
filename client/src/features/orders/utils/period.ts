import type { OrderPeriod } from '../types';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

export type PeriodPreset = '1m' | '3m' | '1y';

export const PERIOD_PRESETS: readonly { id: PeriodPreset; label: string; months: number }[] = [
  { id: '1m', label: '1개월', months: 1 },
  { id: '3m', label: '3개월', months: 3 },
  { id: '1y', label: '1년', months: 12 },
];

/** The longest period the server takes (a longer one is a 400). */
export const MAX_PERIOD_YEARS = 5;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today in Korea (UTC+9), as YYYY-MM-DD: the server reads the period's days in Korea too. */
export function koreanToday(now: number): string {
  return isoDay(new Date(now + KST_OFFSET_MS));
}

/** The day `months` months before `day` (YYYY-MM-DD); 31 March − 1 month → 28/29 February, not 3 March. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return isoDay(target);
}

/** The last `months` months up to today, both ends inclusive. */
export function presetPeriod(months: number, now: number): OrderPeriod {
  const to = koreanToday(now);
  return { from: monthsBefore(to, months), to };
}

/** The Korean message for a period the server would refuse, or null when it is fine. */
export function periodProblem({ from, to }: OrderPeriod): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return '조회 기간을 입력해주세요.';
  if (from > to) return '조회 시작일은 종료일보다 늦을 수 없습니다.';
  if (monthsBefore(to, MAX_PERIOD_YEARS * 12) > from) return `조회 기간은 최대 ${MAX_PERIOD_YEARS}년까지 가능합니다.`;
  return null;
}

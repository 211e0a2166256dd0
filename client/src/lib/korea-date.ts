/**
 * Korea's calendar (UTC+9, no daylight saving) for every screen that shows a Korean day: the storefront's dispatch
 * estimate and the console's board and work sheets read the same days the server counted. Plain arithmetic, no Intl
 * (its locale set-up costs the first screen, see lib/format.ts).
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in Korea as YYYY-MM-DD, whatever the browser's time zone. */
export function koreaToday(now: number = Date.now()): string {
  return new Date(now + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** '2026-11-28' → '11월 28일(금)'; anything that is not a day comes back as it was. */
export function formatKoreanDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${month}월 ${date}일(${weekday})`;
}

/** '2026-11-26'..'2026-11-28' → '11월 26일(목)~11월 28일(금)'; one day when both ends are the same. */
export function formatKoreanDayRange(from: string, to: string): string {
  return from === to ? formatKoreanDay(to) : `${formatKoreanDay(from)}~${formatKoreanDay(to)}`;
}

/** '2026-11-23T01:05:00Z' → '2026.11.23 10:05' on Korea's clock, whatever the browser's time zone. */
export function formatKoreanDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const shifted = new Date(time + KST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 4)}.${shifted.slice(5, 7)}.${shifted.slice(8, 10)} ${shifted.slice(11, 16)}`;
}

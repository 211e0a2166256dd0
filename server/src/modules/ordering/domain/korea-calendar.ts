/**
 * Korea's calendar (UTC+9, no daylight saving): the day and month an instant falls in, as the shop's staff count
 * them, and the instants where those days begin. Plain arithmetic, so the dashboard's edges are testable.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in Korea. */
export function koreaDay(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Korean day (YYYY-MM-DD) begins. */
export function startOfKoreaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - KST_OFFSET_MS);
}

/** The instant the Korean month of `at` begins. */
export function startOfKoreaMonth(at: Date): Date {
  return startOfKoreaDay(`${koreaDay(at).slice(0, 8)}01`);
}

/** The last `count` Korean days ending with today's, oldest first. */
export function lastKoreaDays(at: Date, count: number): string[] {
  const today = startOfKoreaDay(koreaDay(at)).getTime();
  return Array.from({ length: count }, (_, index) => koreaDay(new Date(today - (count - 1 - index) * DAY_MS)));
}

/** The instant the Korean day after `day` begins. */
export function startOfNextKoreaDay(day: string): Date {
  return new Date(startOfKoreaDay(day).getTime() + DAY_MS);
}

/** The hour (0–23) on Korea's clock at `at`. */
export function koreaHour(at: Date): number {
  return new Date(at.getTime() + KST_OFFSET_MS).getUTCHours();
}

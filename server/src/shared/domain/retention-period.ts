const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` whole days before `now`: a record older than it is past a retention period of that many days. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

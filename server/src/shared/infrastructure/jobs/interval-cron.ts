/**
 * The cron (UTC) of a pg-boss schedule that runs every `minutes`: every N minutes below an hour, every N hours below a
 * day, else daily at 18:00 UTC (03:00 KST). A step that does not divide the hour or the day restarts at its top.
 */
export function intervalCron(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, minutes)} * * * *`;
  if (minutes < 24 * 60) return `0 */${Math.floor(minutes / 60)} * * *`;
  return '0 18 * * *';
}

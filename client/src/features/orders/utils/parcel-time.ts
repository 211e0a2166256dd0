const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * "2026.11.24 10:05" from the server's Korean-time ISO string (it sends +09:00, so the digits are already the
 * shopper's local time in Korea); any other text (a carrier's own format) is shown as it came.
 */
export function formatParcelTime(time: string): string {
  const match = ISO_LOCAL.exec(time);
  if (!match) return time;
  const [, year, month, day, hour, minute] = match;
  return `${year}.${month}.${day} ${hour}:${minute}`;
}

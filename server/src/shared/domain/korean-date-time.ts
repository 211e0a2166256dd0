const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm' in Korea (UTC+9, no daylight saving), as the console shows times; '' for none (a CSV cell). */
export function koreanDateTime(instant: Date | null): string {
  if (!instant) return '';
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

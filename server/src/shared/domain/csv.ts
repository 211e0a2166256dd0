/** The most rows one export carries: a staff list's CSV is a working sheet, not a backup. */
export const CSV_EXPORT_LIMIT = 10_000;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell as spreadsheets read it safely: quoted when it holds a comma, a quote or a line break; a text starting
 * with = + - @ (or a tab or CR) gets a leading ' so no one's words run as a formula (CSV injection). Numbers stay
 * numbers (a negative amount keeps its sign); null and undefined are empty; booleans are Y or N.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as one file: UTF-8 with a byte order mark (Excel in Korea otherwise reads CP949), CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

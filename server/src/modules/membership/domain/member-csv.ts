/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused (spreadsheet formulas). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV with a UTF-8 byte order mark, so Excel in Korea reads the Hangul. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

import type { CouponSerialRow } from '../../ports/coupon-admin.repository.port';

/** UTF-8 byte order mark: Excel in Korea opens the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

function isoOrEmpty(date: Date | null): string {
  return date ? date.toISOString() : '';
}

/**
 * The coupon's serials as CSV: serial, batch, made at, registered (Y/N), registered at. Every value is the shop's
 * own (serials are [A-Z0-9], ids are UUIDs, dates ISO), so nothing needs quoting or formula-escaping.
 */
export function serialsCsv(rows: CouponSerialRow[]): string {
  const header = 'serial,batch_id,created_at,registered,registered_at';
  const lines = rows.map((row) => [row.serial, row.batchId, isoOrEmpty(row.createdAt), row.usedAt ? 'Y' : 'N', isoOrEmpty(row.usedAt)].join(','));
  return `${UTF8_BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

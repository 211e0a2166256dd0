import { toCsv } from '../../../../../shared/domain/csv';
import type { CouponSerialRow } from '../../ports/coupon-admin.repository.port';

function isoOrEmpty(date: Date | null): string {
  return date ? date.toISOString() : '';
}

/** The coupon's serials as CSV: serial, batch, made at, registered (Y/N), registered at. */
export function serialsCsv(rows: CouponSerialRow[]): string {
  return toCsv(
    ['serial', 'batch_id', 'created_at', 'registered', 'registered_at'],
    rows.map((row) => [row.serial, row.batchId, isoOrEmpty(row.createdAt), row.usedAt !== null, isoOrEmpty(row.usedAt)]),
  );
}

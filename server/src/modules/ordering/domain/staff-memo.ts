import { ok, type Result } from '../../../shared/domain/result';
import { OrderingFailures } from './ordering-failures';

/**
 * Staff's own note on an order (a call with the shopper, a promise about the date): read and written by staff only,
 * never part of an answer a member or the storefront gets. One per order; the latest edit wins and is audited.
 */
export interface StaffMemo {
  text: string;
  updatedAt: Date;
  /** The admin's id; null for an API token. */
  updatedById: number | null;
  /** The e-mail or token name the edit was made under (as the audit log keeps it). */
  updatedBy: string;
}

export const STAFF_MEMO_MAX_LENGTH = 2000;

/** The text to keep: trimmed at both ends; empty clears the memo. Longer than the limit: refused. */
export function checkStaffMemo(text: string): Result<string> {
  const trimmed = text.trim();
  if (trimmed.length > STAFF_MEMO_MAX_LENGTH) return OrderingFailures.staffMemoTooLong();
  return ok(trimmed);
}

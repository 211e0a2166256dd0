import type { StaffMemo } from '../../domain/staff-memo';

/** An order as the memo's edit finds it: not there, or there with its memo (null before the first). */
export type LockedMemo = { found: false } | { found: true; memo: StaffMemo | null };

/** Staff's memo of each order (ordering's own table, read only by staff's use cases). */
export interface OrderStaffMemoPort {
  find(orderId: number): Promise<StaffMemo | null>;
  /**
   * The order's memo with the order held for the rest of the unit of work, so two edits of one order's memo take
   * turns and each audit entry's "before" is what the edit replaced. Call inside UnitOfWorkPort.run.
   */
  lockFor(orderId: number): Promise<LockedMemo>;
  /** Writes the order's memo (the first one, or over the last). */
  save(orderId: number, memo: StaffMemo): Promise<void>;
}

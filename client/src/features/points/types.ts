export type { Page, PointLedger, PointLedgerEntry } from '@/types/api';

export interface PointLedgerArgs {
  memberId: number;
  /** From 0, as the server counts. */
  page: number;
}

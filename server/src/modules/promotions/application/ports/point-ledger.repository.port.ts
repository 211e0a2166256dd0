import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { PointLedgerEntry } from '../../domain/point-ledger-entry';
import type { PointLedgerKind } from '../../domain/points';

export interface NewPointLedgerEntry {
  memberId: number;
  amount: number;
  kind: PointLedgerKind;
  orderId: number | null;
  reason: string;
  created: Date;
}

/**
 * The points ledger: the balance is the sum of a member's rows. Spends take the member's account row
 * FOR UPDATE first (lockAccount), so parallel spends are checked one after the other against the sum.
 */
export interface PointLedgerRepositoryPort {
  balance(memberId: number): Promise<number>;
  /** Creates the member's account row if need be and locks it until the unit of work ends (needs a unit). */
  lockAccount(memberId: number): Promise<void>;
  /** Appends a row; false when the order already has a row of this kind (use, return, earn: at most one each). */
  append(entry: NewPointLedgerEntry): Promise<boolean>;
  /** A 'review' row for an order line; false when that line already earned (point_ledger_review_key). */
  appendReviewEarn(entry: { memberId: number; amount: number; orderId: number; goodsId: number; reason: string; created: Date }): Promise<boolean>;
  /** The order's 'use' row, if any. */
  findOrderEntry(orderId: number, kind: PointLedgerKind): Promise<PointLedgerEntry | null>;
  /** The points the order's reviews earned (its 'review' rows, one per line), with whose they are; null without any. */
  orderReviewPoints(orderId: number): Promise<{ memberId: number; points: number } | null>;
  /** Newest first. */
  page(memberId: number, page: PageRequest): Promise<Page<PointLedgerEntry>>;
}

import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Order } from '../../domain/order';
import type { OrderPeriod } from '../../domain/order-period';
import type { OrderStatus } from '../../domain/order-status';

export type StaffOrderSortField = 'created' | 'totalPrice' | 'orderNumber';

/** The back office's order search: every field optional; `orderer` matches the orderer's name or e-mail (part of it). */
export interface StaffOrderFilter {
  orderNumber?: string;
  orderer?: string;
  period: OrderPeriod;
  statuses?: readonly OrderStatus[];
}

export type ClaimListKind = 'cancel' | 'return' | 'exchange';
export type ClaimListState = 'pending' | 'decided';

export interface ClaimFilter {
  kind?: ClaimListKind;
  state?: ClaimListState;
}

/** Reads over every member's orders, for staff only (paid orders: never one still awaiting payment). */
export interface StaffOrderQueriesPort {
  page(filter: StaffOrderFilter, page: PageRequest, sort: { field: StaffOrderSortField; direction: 'asc' | 'desc' }): Promise<Page<Order>>;
  /** Cancelled orders and orders with a return or exchange request; open requests first, then newest first. */
  claims(filter: ClaimFilter, page: PageRequest): Promise<Page<Order>>;
  /** The same requests in the same order, at most `limit`, for the CSV export. */
  allClaims(filter: ClaimFilter, limit: number): Promise<Order[]>;
  /** For the courier's CSV, oldest first, at most `limit`. */
  forExport(filter: StaffOrderFilter, limit: number): Promise<Order[]>;
}

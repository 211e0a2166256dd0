import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Order, PaymentMethod } from '../../domain/order';
import type { OrderPeriod } from '../../domain/order-period';
import type { OrderSearch } from '../../domain/order-search';
import type { OrderStatus } from '../../domain/order-status';
import type { StaffOrderTab, StaffOrderTabCounts } from '../../domain/staff-order-tabs';

export type StaffOrderSortField = 'created' | 'totalPrice' | 'orderNumber';

/**
 * The back office's order search, every field optional and all of them together: the whole order number (an
 * integrator's exact look-up), the search box (domain/order-search.ts), the period, one status (the courier's CSV),
 * the tab (domain/staff-order-tabs.ts), how it was paid, and whether it holds goods made to order.
 */
export interface StaffOrderFilter {
  orderNumber?: string;
  search?: OrderSearch;
  period: OrderPeriod;
  statuses?: readonly OrderStatus[];
  tab?: StaffOrderTab;
  method?: PaymentMethod;
  madeToOrder?: boolean;
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
  /** How many orders each tab holds under the filter's other fields (its tab left aside), in one query. */
  tabCounts(filter: StaffOrderFilter): Promise<StaffOrderTabCounts>;
  /** Cancelled orders and orders with a return or exchange request; open requests first, then newest first. */
  claims(filter: ClaimFilter, page: PageRequest): Promise<Page<Order>>;
  /** The same requests in the same order, at most `limit`, for the CSV export. */
  allClaims(filter: ClaimFilter, limit: number): Promise<Order[]>;
  /** For the courier's CSV, oldest first, at most `limit`. */
  forExport(filter: StaffOrderFilter, limit: number): Promise<Order[]>;
}

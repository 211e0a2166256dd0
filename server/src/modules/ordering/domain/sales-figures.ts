import type { OrderStatus } from './order-status';

/**
 * What the dashboard counts as a sale: an order that was paid and was not given back — cancelled (refunded before
 * shipping) and returned (refunded after) orders are left out, as are orders never paid for.
 */
export const SALES_STATUSES: readonly OrderStatus[] = ['PREPARING', 'SHIPPING', 'DELIVERED', 'RETURN_REQUESTED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];

/** Requests waiting for staff: returns and exchanges the member asked for (a paid order is cancelled by staff directly). */
export const PENDING_REQUEST_STATUSES: readonly OrderStatus[] = ['RETURN_REQUESTED', 'EXCHANGE_REQUESTED'];

export interface DaySales {
  day: string;
  orders: number;
  sales: number;
}

/** Every day of `days` once, in order, zero where nothing sold. */
export function fillDays(days: readonly string[], sold: readonly DaySales[]): DaySales[] {
  const byDay = new Map(sold.map((entry) => [entry.day, entry]));
  return days.map((day) => byDay.get(day) ?? { day, orders: 0, sales: 0 });
}

/** Orders and sales of the days from `firstDay` (YYYY-MM-DD) on. */
export function soldSince(firstDay: string, sold: readonly DaySales[]): { orders: number; sales: number } {
  return sold.filter((entry) => entry.day >= firstDay).reduce((sum, entry) => ({ orders: sum.orders + entry.orders, sales: sum.sales + entry.sales }), { orders: 0, sales: 0 });
}

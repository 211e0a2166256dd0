import type { PaidOrderSummary } from '../../domain/order-paid-text';

/** Tells the orderer their order is paid (adapter: a text message through verification's SMS port). */
export interface OrderNotifierPort {
  orderPaid(order: PaidOrderSummary & { ordererPhone: string }): Promise<void>;
}

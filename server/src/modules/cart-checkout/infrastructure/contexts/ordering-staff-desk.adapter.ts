import { Injectable } from '@nestjs/common';
import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import { ok, type Result } from '../../../../shared/domain/result';
import { OrderBookService, type OrderView } from '../../../ordering/application/services/order-book.service';
import type { StaffDeskOrder, StaffDeskPayments, StaffOrderDeskPort, StaffRefundDue } from '../../application/ports/staff-order-desk.port';

function toDeskOrder(order: OrderView): StaffDeskOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    claim: order.claim ? { kind: order.claim.kind, outcome: order.claim.outcome, refund: order.claim.refund, note: order.claim.note } : null,
  };
}

function paymentsOf(order: OrderView): StaffDeskPayments {
  return {
    paid: order.payments.reduce((sum, payment) => sum + payment.amount, 0),
    unrefunded: order.payments.filter((payment) => !payment.cancelled).reduce((sum, payment) => sum + payment.amount, 0),
  };
}

/** StaffOrderDeskPort through ordering's exported OrderBookService. */
@Injectable()
export class OrderingStaffDeskAdapter implements StaffOrderDeskPort {
  constructor(private readonly orders: OrderBookService) {}

  async cancelByStaff(orderId: number, reason: string, now: Date, by: StaffActor): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[] }>> {
    const cancelled = await this.orders.cancelByStaff(orderId, reason, now, by);
    if (!cancelled.ok) return cancelled;
    const { order, refunded } = cancelled.value;
    return ok({ before: { ...toDeskOrder(order), status: 'PREPARING' }, order: toDeskOrder(order), refunds: refunded.map((refund) => ({ ...refund, partial: false })) });
  }

  async approveClaim(
    orderId: number,
    refund: number | null,
    now: Date,
    by: StaffActor,
    exchangeTrackingNumber: string | null = null,
  ): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[]; payments: StaffDeskPayments }>> {
    const approved = await this.orders.approveClaim(orderId, refund, now, by, exchangeTrackingNumber);
    if (!approved.ok) return approved;
    const { before, order, refunds } = approved.value;
    return ok({ before: toDeskOrder(before), order: toDeskOrder(order), refunds, payments: paymentsOf(before) });
  }
}

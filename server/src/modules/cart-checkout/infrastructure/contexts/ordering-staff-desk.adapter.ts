import { Injectable } from '@nestjs/common';
import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import { ok, type Result } from '../../../../shared/domain/result';
import { OrderBookService, type OrderView } from '../../../ordering/application/services/order-book.service';
import type { StaffDeskOrder, StaffOrderDeskPort, StaffRefundDue } from '../../application/ports/staff-order-desk.port';

function toDeskOrder(order: OrderView): StaffDeskOrder {
  return { id: order.id, orderNumber: order.orderNumber, status: order.status };
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
}

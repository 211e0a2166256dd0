import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REFUNDS, ORDER_REPOSITORY, ORDER_STAFF_MEMOS } from '../../ordering.di-tokens';
import type { OrderRefundsPort } from '../../ports/order-refunds.port';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import type { OrderStaffMemoPort } from '../../ports/order-staff-memo.port';
import { type StaffOrderResponse, toStaffOrderResponse } from '../../staff-order-response';

/** The personal data the staff view shows: the orderer's name, phone and e-mail, the recipient's, the address, the request, staff's memo. */
export const ORDER_DETAIL_FIELDS = ['orderer', 'email', 'recipient', 'phone', 'address', 'request', 'memo'];

/**
 * Any order as staff read it (GET /api/order/one/{id} with an admin session or an orders:read token, and
 * GET /api/claims/{orderId}), with staff's memo; the look at the orderer's and recipient's personal data is
 * recorded before it leaves.
 */
@Injectable()
export class StaffGetOrderService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(ORDER_STAFF_MEMOS) private readonly memos: OrderStaffMemoPort,
    @Inject(ORDER_REFUNDS) private readonly refunds: OrderRefundsPort,
  ) {}

  async execute(orderId: number, purpose: string, by: StaffActor): Promise<Result<StaffOrderResponse>> {
    const order = await this.orders.findById(orderId);
    if (!order) return OrderingFailures.orderNotFound();
    const [memo, refunds] = await Promise.all([this.memos.find(orderId), this.refunds.ofOrders([orderId])]);
    await this.activity.looked(by, { subjectType: 'order', subjectId: orderId, purpose, fields: ORDER_DETAIL_FIELDS });
    return ok(toStaffOrderResponse(order, (key) => this.storage.url(key), memo, refunds));
  }
}

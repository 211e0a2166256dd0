import { Inject, Injectable } from '@nestjs/common';
import { type Page, type PageRequest, mapPage } from '../../../../shared/domain/page';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status';
import { ORDER_REPOSITORY } from '../ordering.di-tokens';
import type { OrderRepositoryPort } from '../ports/order.repository.port';
import { toOrderView } from './order-view';

export interface MemberOrderSummary {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  /** The first line's goods name, with "외 n건" when there are more lines. */
  title: string;
  totalPrice: number;
  created: Date;
}

/** A member's orders for staff (exported for membership's user detail): every status, newest first. */
@Injectable()
export class StaffMemberOrdersService {
  constructor(@Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort) {}

  async pageOfMember(memberId: number, page: PageRequest): Promise<Page<MemberOrderSummary>> {
    return mapPage(await this.orders.pageOfMember(memberId, ORDER_STATUSES, page), (found) => {
      const order = toOrderView(found);
      const lines = order.lines;
      const first = lines[0]?.goodsName ?? '';
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        title: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
        totalPrice: order.totalPrice,
        created: order.created,
      };
    });
  }
}

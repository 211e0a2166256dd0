import { Injectable } from '@nestjs/common';
import { OrderBookService } from '../../../ordering/application/services/order-book.service';
import type { ReviewableOrdersPort } from '../../application/ports/reviewable-orders.port';
import type { ReviewableOrder } from '../../domain/reviewable-line';

/** ReviewableOrdersPort through ordering's exported OrderBookService (never its tables). */
@Injectable()
export class OrderingReviewableOrdersAdapter implements ReviewableOrdersPort {
  constructor(private readonly orders: OrderBookService) {}

  async findOwn(memberId: number, orderId: number): Promise<ReviewableOrder | null> {
    const order = await this.orders.findOwn(memberId, orderId);
    if (!order) return null;
    return {
      id: order.id,
      delivered: order.status === 'DELIVERED',
      ordererName: order.orderer.name,
      lines: order.lines.map((line) => ({
        goodsId: line.goodsId,
        goodsName: line.goodsName,
        thumbSrc: line.thumbSrc,
        options: line.options.map((option) => ({ categoryName: option.categoryName, optName: option.optName })),
      })),
    };
  }
}

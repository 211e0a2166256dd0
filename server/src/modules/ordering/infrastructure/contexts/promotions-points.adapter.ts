import { Injectable } from '@nestjs/common';
import { CheckoutPromotionsService } from '../../../promotions/application/services/checkout-promotions.service';
import type { OrderPointsPort } from '../../application/ports/order-points.port';
import type { OrderPromotionsPort, ReturnShare } from '../../application/ports/order-promotions.port';

/** OrderPointsPort and OrderPromotionsPort through promotions' application service; the writes join the caller's unit of work. */
@Injectable()
export class PromotionsPointsAdapter implements OrderPointsPort, OrderPromotionsPort {
  constructor(private readonly promotions: CheckoutPromotionsService) {}

  restoreForOrder(orderId: number, now: Date): Promise<void> {
    return this.promotions.restoreForOrder(orderId, now);
  }

  settleReturn(orderId: number, share: ReturnShare, now: Date): Promise<unknown> {
    return this.promotions.settleReturn(orderId, share, now);
  }

  earnForDeliveredOrder(memberId: number, paidGoodsTotal: number, orderId: number, now: Date): Promise<void> {
    return this.promotions.earnForOrder(memberId, paidGoodsTotal, orderId, now);
  }
}

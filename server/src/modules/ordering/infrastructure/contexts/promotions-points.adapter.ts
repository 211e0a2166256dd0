import { Injectable } from '@nestjs/common';
import { CheckoutPromotionsService } from '../../../promotions/application/services/checkout-promotions.service';
import type { OrderPointsPort } from '../../application/ports/order-points.port';

/** OrderPointsPort through promotions' application service; its write joins the delivery's unit of work. */
@Injectable()
export class PromotionsPointsAdapter implements OrderPointsPort {
  constructor(private readonly promotions: CheckoutPromotionsService) {}

  earnForDeliveredOrder(memberId: number, paidGoodsTotal: number, orderId: number, now: Date): Promise<void> {
    return this.promotions.earnForOrder(memberId, paidGoodsTotal, orderId, now);
  }
}

import { Injectable } from '@nestjs/common';
import { CheckoutPromotionsService } from '../../../promotions/application/services/checkout-promotions.service';
import type { PointBalancePort } from '../../application/ports/point-balance.port';

/** PointBalancePort through promotions' exported service: membership never reads the ledger's tables. */
@Injectable()
export class PromotionsPointBalanceAdapter implements PointBalancePort {
  constructor(private readonly promotions: CheckoutPromotionsService) {}

  balanceOf(memberId: number): Promise<number> {
    return this.promotions.pointBalance(memberId);
  }
}

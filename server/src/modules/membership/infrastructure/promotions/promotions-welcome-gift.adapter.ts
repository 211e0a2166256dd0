import { Injectable } from '@nestjs/common';
import { WelcomeCouponsService } from '../../../promotions/application/services/welcome-coupons.service';
import type { WelcomeGiftPort } from '../../application/ports/welcome-gift.port';

/** WelcomeGiftPort through promotions' exported service; it joins the caller's unit of work. */
@Injectable()
export class PromotionsWelcomeGiftAdapter implements WelcomeGiftPort {
  constructor(private readonly welcomeCoupons: WelcomeCouponsService) {}

  async giveTo(memberId: number, now: Date): Promise<void> {
    await this.welcomeCoupons.grant(memberId, now);
  }
}

import { Controller, Delete, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiException } from '../../../../../shared/http/api-exception';
import { CheckoutBuyerGuard } from '../../guest/checkout-buyer.guard';
import { Buyer, type CheckoutBuyer } from '../../guest/guest-request';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdQuery } from '../../requests/order-id.query';
import { AbandonOrderService } from './abandon-order.service';

@ApiTags('checkout')
@ApiSecurity('csrf')
@Controller('api')
export class AbandonOrderController {
  constructor(private readonly service: AbandonOrderService) {}

  @Delete('order_view.php')
  @UseGuards(CheckoutBuyerGuard)
  @ApiOperation({
    summary: 'Give up an order waiting for payment',
    description:
      'Used when the provider\'s window fails or is closed. The member\'s own PENDING_PAYMENT order becomes PAYMENT_FAILED (kept on record, ' +
      'not deleted); coupon and points were never spent. Another member\'s order, or one already paid, is 404. A guest: only the order its session placed.',
  })
  @ApiDone()
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  async abandon(@Buyer() buyer: CheckoutBuyer, @Query() query: OrderIdQuery) {
    if (buyer.kind === 'guest' && buyer.session.orderId !== query.orderId) {
      throw new ApiException('not-found', 'ORDERING.ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다.');
    }
    const owner = buyer.kind === 'member' ? ({ kind: 'member', memberId: buyer.member.id } as const) : ({ kind: 'guest' } as const);
    orThrow(await this.service.execute({ owner, orderId: query.orderId }));
    return done();
  }
}

import { Controller, Delete, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
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
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Give up an order waiting for payment',
    description:
      'Used when the provider\'s window fails or is closed. The member\'s own PENDING_PAYMENT order becomes PAYMENT_FAILED (kept on record, ' +
      'not deleted); coupon and points were never spent. Another member\'s order, or one already paid, is 404.',
  })
  @ApiDone()
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  async abandon(@CurrentMember() member: AuthenticatedMember, @Query() query: OrderIdQuery) {
    orThrow(await this.service.execute({ memberId: member.id, orderId: query.orderId }));
    return done();
  }
}

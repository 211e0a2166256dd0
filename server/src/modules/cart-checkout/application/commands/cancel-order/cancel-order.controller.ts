import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiSecurity,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdPath } from '../../requests/order-id.path';
import { CancelOrderRequest } from './cancel-order.request';
import { CancelOrderService } from './cancel-order.service';

@ApiTags('checkout')
@ApiSecurity('csrf')
@Controller('api')
export class CancelOrderController {
  constructor(private readonly service: CancelOrderService) {}

  @Post('order/one/:orderId/cancel')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Cancel a preparing order: the refund follows, then the coupon and points',
    description:
      "The member's own order while PREPARING ('0'): CANCELLED with the reason in its history and its refund written, in one unit of work. " +
      'The payment provider refunds it after the commit (a job, retried); until it confirms, the order reads refundStatus PENDING (환불 처리 중), ' +
      'and the coupon and points come back once it has. Two cancels at once refund once. ' +
      "Another member's order or a missing one: 404 잘못된 경로입니다.; shipping begun or already cancelled: 409; a payment another gateway took: 503, nothing changes.",
  })
  @ApiDone('주문이 취소되었습니다.')
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'CHECKOUT.ORDER_NOT_FOUND: 잘못된 경로입니다.' })
  @ApiConflictResponse({ description: 'ORDERING.SHIPPING_BEGUN, ORDERING.ALREADY_CANCELLED, ORDERING.NOT_PAID' })
  @ApiServiceUnavailableResponse({ description: 'CHECKOUT.REFUND_FAILED: paid through another gateway than the one configured; nothing changed' })
  async cancel(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPath, @Body() body: CancelOrderRequest) {
    orThrow(await this.service.execute({ owner: { kind: 'member', memberId: member.id }, orderId: params.orderId, reason: body.reason ?? '' }));
    return done('주문이 취소되었습니다.');
  }
}

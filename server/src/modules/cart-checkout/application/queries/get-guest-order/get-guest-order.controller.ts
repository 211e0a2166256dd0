import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { ApiException, orThrow } from '../../../../../shared/http/api-exception';
import { done, envelope } from '../../../../../shared/http/envelope';
import { OrderResponse } from '../../../../ordering/application/order-response';
import { GuestFailures } from '../../../domain/guest-failures';
import type { GuestSession } from '../../../domain/guest-session';
import { GUEST_ORDER_READER } from '../../cart-checkout.di-tokens';
import { CancelOrderRequest } from '../../commands/cancel-order/cancel-order.request';
import { CancelOrderService } from '../../commands/cancel-order/cancel-order.service';
import { CurrentGuest } from '../../guest/guest-request';
import { GuestSessionGuard } from '../../guest/guest-session.guard';
import type { GuestOrderReaderPort } from '../../ports/guest-order-reader.port';

/** The one order a guest session is scoped to: read it, or cancel it while it is prepared. */
@ApiTags('guest orders')
@ApiSecurity('csrf')
@Controller('api/guest/order')
@UseGuards(GuestSessionGuard)
export class GuestOrderController {
  constructor(
    @Inject(GUEST_ORDER_READER) private readonly reader: GuestOrderReaderPort,
    private readonly cancelOrder: CancelOrderService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "**new** The guest session's order, as My Page's order detail reads it",
    description: 'Lines with options, status (oStatus), production stage, shipment and tracking. No order bound yet, or it is a member\'s now: 404.',
  })
  @ApiEnvelope('dto', OrderResponse)
  @ApiUnauthorizedResponse({ description: 'CHECKOUT.GUEST_NOT_VERIFIED' })
  @ApiNotFoundResponse({ description: 'CHECKOUT.GUEST_NO_ORDER, ORDERING.ORDER_NOT_FOUND' })
  async get(@CurrentGuest() session: GuestSession) {
    if (session.orderId === null) throw ApiException.from(GuestFailures.noOrderYet());
    return envelope('dto', orThrow(await this.reader.read(session.orderId)));
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: "**new** Cancel the guest session's order while it is prepared",
    description: "The member's cancel (refund, history) with the guest as the actor: PREPARING only; shipping begun or cancelled: 409; the provider refused: 503.",
  })
  @ApiDone('주문이 취소되었습니다.')
  @ApiUnauthorizedResponse({ description: 'CHECKOUT.GUEST_NOT_VERIFIED' })
  @ApiNotFoundResponse({ description: 'CHECKOUT.GUEST_NO_ORDER, CHECKOUT.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.SHIPPING_BEGUN, ORDERING.ALREADY_CANCELLED, ORDERING.NOT_PAID' })
  @ApiServiceUnavailableResponse({ description: 'CHECKOUT.REFUND_FAILED' })
  async cancel(@CurrentGuest() session: GuestSession, @Body() body: CancelOrderRequest) {
    if (session.orderId === null) throw ApiException.from(GuestFailures.noOrderYet());
    orThrow(await this.cancelOrder.execute({ owner: { kind: 'guest' }, orderId: session.orderId, reason: body.reason ?? '' }));
    return done('주문이 취소되었습니다.');
  }
}

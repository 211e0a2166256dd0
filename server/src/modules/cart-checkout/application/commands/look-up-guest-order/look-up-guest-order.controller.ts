import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done, envelope } from '../../../../../shared/http/envelope';
import { GuestMessages } from '../../../domain/guest-failures';
import { GuestCookie } from '../../guest/guest-cookie';
import { toGuestOrderer } from '../start-guest-checkout/start-guest-checkout.controller';
import { GuestOrdererResponse } from '../start-guest-checkout/start-guest-checkout.request';
import { SendOrderLookupCodeService } from '../send-order-lookup-code/send-order-lookup-code.service';
import { OrderLookupCodeRequest, OrderLookupRequest } from './look-up-guest-order.request';
import { LookUpGuestOrderService } from './look-up-guest-order.service';

@ApiTags('guest orders')
@ApiSecurity('csrf')
@Controller('api/guest')
export class LookUpGuestOrderController {
  constructor(
    private readonly sendCode: SendOrderLookupCodeService,
    private readonly lookUp: LookUpGuestOrderService,
    private readonly cookie: GuestCookie,
  ) {}

  @Post('order-lookup/code')
  @HttpCode(200)
  @ApiOperation({
    summary: "**new** 비회원 주문조회, step 1: text a code to the order's phone",
    description:
      'The same answer whether a guest order of that number exists or not. Limits, per number typed and per address, whatever the number: ' +
      'one code a minute, 5 a day, 10 an hour per address (429); verification\'s per-phone limits apply on top, silently.',
  })
  @ApiDone(GuestMessages.lookupCodeSent)
  @ApiTooManyRequestsResponse({ description: 'CHECKOUT.GUEST_LOOKUP_RESEND_TOO_SOON, CHECKOUT.GUEST_LOOKUP_TOO_MANY' })
  async code(@Body() body: OrderLookupCodeRequest, @Req() request: FastifyRequest) {
    orThrow(await this.sendCode.execute({ orderNumber: body.orderNumber, ip: request.ip }));
    return done(GuestMessages.lookupCodeSent);
  }

  @Post('order-lookup')
  @HttpCode(200)
  @ApiOperation({
    summary: '**new** 비회원 주문조회, step 2: the number and the code open a session scoped to that order',
    description:
      'Sets the guest session cookie (30 minutes) for that one order: GET /api/guest/order, POST /api/guest/order/cancel. A wrong code, ' +
      'another number or no such order: one answer, 400 CHECKOUT.GUEST_LOOKUP_FAILED. Tries: 10 an hour per number typed, 30 per address (429); ' +
      'a code allows 5 tries and lives 300 s (verification\'s rules).',
  })
  @ApiEnvelope('dto', GuestOrdererResponse, { description: GuestMessages.lookupDone })
  @ApiBadRequestResponse({ description: 'CHECKOUT.GUEST_LOOKUP_FAILED: 주문번호 또는 인증번호가 올바르지 않습니다.' })
  @ApiTooManyRequestsResponse({ description: 'CHECKOUT.GUEST_LOOKUP_TOO_MANY' })
  async lookup(@Body() body: OrderLookupRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const opened = orThrow(await this.lookUp.execute({ orderNumber: body.orderNumber, code: body.code, ip: request.ip }));
    this.cookie.write(request, reply, opened.token);
    return envelope('dto', toGuestOrderer(opened.session), GuestMessages.lookupDone);
  }
}

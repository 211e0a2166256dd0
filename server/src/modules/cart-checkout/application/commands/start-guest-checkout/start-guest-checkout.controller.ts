import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done, envelope } from '../../../../../shared/http/envelope';
import { GuestMessages } from '../../../domain/guest-failures';
import type { GuestSession } from '../../../domain/guest-session';
import { GUEST_SESSIONS } from '../../cart-checkout.di-tokens';
import { GuestCookie } from '../../guest/guest-cookie';
import { CurrentGuest } from '../../guest/guest-request';
import { GuestSessionGuard } from '../../guest/guest-session.guard';
import type { GuestSessionsPort } from '../../ports/guest-sessions.port';
import { GuestOrdererResponse, StartGuestCheckoutRequest } from './start-guest-checkout.request';
import { StartGuestCheckoutService } from './start-guest-checkout.service';

export const toGuestOrderer = (session: GuestSession): GuestOrdererResponse => ({
  name: session.name,
  email: session.email,
  phone: session.phone,
  orderId: session.orderId,
  expiresAt: session.expiresAt.toISOString(),
});

@ApiTags('guest orders')
@ApiSecurity('csrf')
@Controller('api/guest')
export class StartGuestCheckoutController {
  constructor(
    private readonly service: StartGuestCheckoutService,
    private readonly cookie: GuestCookie,
    @Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort,
  ) {}

  @Post('checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: '**new** Start a guest checkout (비회원 주문) with a verified phone',
    description:
      "Spends a verification token confirmed for purpose 'guest-order' and sets the guest session cookie (30 minutes). The checkout's calls " +
      '(payment-id.php, order/quote.php, order_save.php, order_view.php) then accept the guest with memberId 0: no coupon, no points, a typed address.',
  })
  @ApiEnvelope('dto', GuestOrdererResponse, { description: GuestMessages.checkoutStarted })
  @ApiBadRequestResponse({ description: 'VERIFICATION.TOKEN_INVALID, CHECKOUT.GUEST_NAME_REQUIRED, CHECKOUT.GUEST_EMAIL_INVALID' })
  async start(@Body() body: StartGuestCheckoutRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const started = orThrow(await this.service.execute(body));
    this.cookie.write(request, reply, started.token);
    return envelope('dto', toGuestOrderer(started.session), GuestMessages.checkoutStarted);
  }

  @Get('checkout')
  @UseGuards(GuestSessionGuard)
  @ApiOperation({ summary: "**new** The guest session's orderer (name, verified phone, e-mail) and its order once bound" })
  @ApiEnvelope('dto', GuestOrdererResponse)
  @ApiUnauthorizedResponse({ description: 'CHECKOUT.GUEST_NOT_VERIFIED' })
  current(@CurrentGuest() session: GuestSession) {
    return envelope('dto', toGuestOrderer(session));
  }

  @Delete('session')
  @HttpCode(200)
  @UseGuards(GuestSessionGuard)
  @ApiOperation({ summary: '**new** End the guest session (its cookie and its row)' })
  @ApiDone()
  @ApiUnauthorizedResponse({ description: 'CHECKOUT.GUEST_NOT_VERIFIED' })
  async end(@CurrentGuest() session: GuestSession, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.close(session.id);
    this.cookie.clear(request, reply);
    return done();
  }
}

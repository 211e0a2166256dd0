import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { MemberAuthGuard } from '../../../../shared/http/auth/member-auth.guard';
import { GUEST_SESSIONS } from '../cart-checkout.di-tokens';
import type { GuestSessionsPort } from '../ports/guest-sessions.port';
import { GuestCookie } from './guest-cookie';
import type { GuestRequest } from './guest-request';

/**
 * The checkout's calls (payment-id, quote, order_save, order_view): a logged-in member as before, or else a guest
 * with a live guest session (휴대폰 인증 done). Neither: the member rule's 401, as before.
 */
@Injectable()
export class CheckoutBuyerGuard implements CanActivate {
  private readonly member: MemberAuthGuard;

  constructor(
    reflector: Reflector,
    private readonly cookie: GuestCookie,
    @Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {
    this.member = new MemberAuthGuard(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & GuestRequest>();
    try {
      return (await this.member.canActivate(context)) as boolean;
    } catch (refused) {
      const token = this.cookie.read(request);
      const session = token ? await this.sessions.find(token, this.clock.now()) : null;
      if (!session) throw refused;
      request.guest = session;
      return true;
    }
  }
}

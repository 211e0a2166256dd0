import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { GUEST_SESSIONS } from '../cart-checkout.di-tokens';
import type { GuestSessionsPort } from '../ports/guest-sessions.port';
import { GuestCookie } from './guest-cookie';
import { GUEST_NOT_VERIFIED, type GuestRequest } from './guest-request';

/** A guest's own calls (/api/guest/checkout, /api/guest/order): a live guest session, else 401. */
@Injectable()
export class GuestSessionGuard implements CanActivate {
  constructor(
    private readonly cookie: GuestCookie,
    @Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & GuestRequest>();
    const token = this.cookie.read(request);
    const session = token ? await this.sessions.find(token, this.clock.now()) : null;
    if (!session) throw GUEST_NOT_VERIFIED;
    request.guest = session;
    return true;
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { CLOCK, type ClockPort } from '../../../application/clock.port';
import { type CookiePolicy, cookiePolicy } from '../../cookies/cookie-policy';

/** How long a browser stays known after a staff login in it. */
export const ADMIN_DEVICE_DAYS = 180;

interface AdminDevicePayload {
  /** The account's e-mail key: a device is known for one account only. */
  sub: string;
  /** The device's id. */
  jti: string;
  aud: 'admin-device';
  iat: number;
  exp: number;
}

/**
 * A browser where a staff member has logged in before (OWASP's "device cookie"): a signed token naming the account
 * and a random device id, sent only to the login route. A login from a known browser is counted against that browser
 * alone, so strangers filling an account's per-e-mail limit from elsewhere cannot lock its owner out.
 */
@Injectable()
export class AdminDeviceTokenService {
  private readonly cookies: CookiePolicy;

  constructor(
    private readonly jwt: JwtService,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(RUNTIME_CONFIG) runtime: RuntimeConfig,
  ) {
    this.cookies = cookiePolicy(runtime.nodeEnv);
  }

  /** The device id when the cookie is valid, unexpired and made for this account; else null. */
  read(request: FastifyRequest, emailKey: string): string | null {
    const value = request.cookies?.[this.cookies.name('adminDevice')];
    if (typeof value !== 'string' || value.length === 0 || value.length >= 4096) return null;
    try {
      const payload = this.jwt.verify<AdminDevicePayload>(value, { algorithms: ['HS256'], audience: 'admin-device', ignoreExpiration: true });
      if (payload.sub !== emailKey || typeof payload.jti !== 'string') return null;
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.clock.now().getTime()) return null;
      return payload.jti;
    } catch {
      return null;
    }
  }

  /** Marks this browser as known for the account (the same device id again, or a new one), for another 180 days. */
  issue(request: FastifyRequest, reply: FastifyReply, emailKey: string, deviceId: string | null): void {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const maxAge = ADMIN_DEVICE_DAYS * 24 * 60 * 60;
    const payload: AdminDevicePayload = { sub: emailKey, jti: deviceId ?? randomUUID(), aud: 'admin-device', iat, exp: iat + maxAge };
    void reply.setCookie(this.cookies.name('adminDevice'), this.jwt.sign(payload), {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.cookies.secure(request),
      path: '/',
      maxAge,
    });
  }
}

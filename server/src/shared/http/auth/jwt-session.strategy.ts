import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime.config';
import { SESSION_CONFIG, type SessionConfig } from '../../../config/session.config';
import { SESSION_VERIFIER, type AuthenticatedMember, type SessionJwtPayload, type SessionVerifierPort } from '../../application/session-verifier.port';
import { cookiePolicy } from '../cookies/cookie-policy';
import { jwtSecretOf } from './rotating-jwt';
import { readSessionCookie } from './session-cookie';

export const MEMBER_SESSION_STRATEGY = 'member-session';

/**
 * passport-jwt reading the httpOnly session cookie (never a header, so a stolen
 * token cannot be replayed from script). The signature and `exp` are checked here;
 * the session row (revocation, expiry by the CLOCK) by the SessionVerifierPort.
 */
@Injectable()
export class JwtSessionStrategy extends PassportStrategy(Strategy, MEMBER_SESSION_STRATEGY) {
  constructor(
    @Inject(SESSION_CONFIG) session: SessionConfig,
    @Inject(RUNTIME_CONFIG) runtime: RuntimeConfig,
    @Inject(SESSION_VERIFIER) private readonly verifier: SessionVerifierPort,
    jwt: JwtService,
  ) {
    const cookies = cookiePolicy(runtime.nodeEnv);
    super({
      jwtFromRequest: (request: FastifyRequest) => readSessionCookie(cookies, request),
      // JWT_SECRET, or JWT_SECRET_PREVIOUS for a token signed before a rotation (verification only).
      secretOrKeyProvider: (_request: unknown, token: string, done: (error: unknown, secret?: string) => void) => done(null, jwtSecretOf(jwt, session, token)),
      algorithms: ['HS256'],
    });
  }

  async validate(payload: SessionJwtPayload): Promise<AuthenticatedMember | false> {
    return (await this.verifier.verify(payload)) ?? false;
  }
}

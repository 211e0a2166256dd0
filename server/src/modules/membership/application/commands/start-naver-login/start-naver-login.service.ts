import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { MEMBERSHIP_SECRETS, SOCIAL_LOGIN, SOCIAL_LOGIN_STATE_REPOSITORY } from '../../membership.di-tokens';
import type { MembershipSecretsPort } from '../../ports/membership-secrets.port';
import type { SocialLoginStateRepositoryPort } from '../../ports/social-login-state.repository.port';
import type { SocialLoginPort } from '../../ports/social-login.port';

/** How long a browser has between opening Naver's page and finishing the login. */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;

export type NaverLoginStart = { enabled: false } | { enabled: true; url: string; state: string };

/**
 * GET /api/login/naver/authorize (new): the authorize URL with a fresh state the server
 * remembers (by digest) and the browser keeps in a cookie. Off when no client id is set.
 */
@Injectable()
export class StartNaverLoginService {
  constructor(
    @Inject(SOCIAL_LOGIN) private readonly naver: SocialLoginPort,
    @Inject(SOCIAL_LOGIN_STATE_REPOSITORY) private readonly states: SocialLoginStateRepositoryPort,
    @Inject(MEMBERSHIP_SECRETS) private readonly secrets: MembershipSecretsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<NaverLoginStart> {
    if (!this.naver.isEnabled()) return { enabled: false };
    const state = this.secrets.urlToken();
    const now = this.clock.now();
    await this.states.create({ stateDigest: this.secrets.digest(state), createdAt: now, expiresAt: new Date(now.getTime() + SOCIAL_STATE_TTL_SECONDS * 1000) });
    return { enabled: true, url: this.naver.authorizeUrl(state), state };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MembershipFailures } from '../../../domain/membership-failures';
import { MEMBERSHIP_SECRETS, SOCIAL_LOGIN, SOCIAL_LOGIN_STATE_REPOSITORY } from '../../membership.di-tokens';
import type { MembershipSecretsPort } from '../../ports/membership-secrets.port';
import type { SocialLoginStateRepositoryPort } from '../../ports/social-login-state.repository.port';
import type { SocialLoginPort, SocialTokens } from '../../ports/social-login.port';

/**
 * GET /api/login/naver-token: the state Naver sent back must be the one this browser's
 * cookie holds and one the server issued, unexpired and unused; then the code is traded
 * for Naver's tokens, which the spec's client passes to /api/login/naver.
 */
@Injectable()
export class ExchangeNaverCodeService {
  constructor(
    @Inject(SOCIAL_LOGIN) private readonly naver: SocialLoginPort,
    @Inject(SOCIAL_LOGIN_STATE_REPOSITORY) private readonly states: SocialLoginStateRepositoryPort,
    @Inject(MEMBERSHIP_SECRETS) private readonly secrets: MembershipSecretsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { code: string; state: string; browserState: string | null }): Promise<Result<SocialTokens>> {
    if (!this.naver.isEnabled()) return MembershipFailures.naverDisabled();
    if (!command.browserState || this.secrets.digest(command.state) !== this.secrets.digest(command.browserState)) {
      return MembershipFailures.naverStateInvalid();
    }
    const stateDigest = this.secrets.digest(command.state);
    if (!(await this.states.claimForExchange(stateDigest, this.clock.now()))) return MembershipFailures.naverStateInvalid();
    const tokens = await this.naver.exchangeCode(command.code, command.state);
    if (!tokens.ok) return tokens;
    await this.states.attachAccessToken(stateDigest, this.secrets.digest(tokens.value.accessToken));
    return ok(tokens.value);
  }
}

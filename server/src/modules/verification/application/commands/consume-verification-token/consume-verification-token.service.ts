import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { parseKoreanMobileNumber } from '../../../domain/korean-mobile-number';
import { VerificationFailures } from '../../../domain/verification-failures';
import type { VerificationPurpose } from '../../../domain/verification-purpose';
import type { VerifiedPhone } from '../../../domain/verification-token';
import type { SecretHasherPort } from '../../ports/secret-hasher.port';
import type { VerificationTokenRepositoryPort } from '../../ports/verification-token.repository.port';
import { SECRET_HASHER, VERIFICATION_TOKEN_REPOSITORY } from '../../verification.di-tokens';

export interface ConsumeVerificationTokenCommand {
  token: string;
  purpose: VerificationPurpose;
  /** When the caller names a phone, the token must be for that phone. */
  phone?: string;
}

export type { VerifiedPhone };

/**
 * What other contexts use to know a phone was confirmed: spends the token once and
 * tells the phone, name and birth date it was confirmed with. Exported by
 * VerificationModule; membership reaches verification only through it.
 */
@Injectable()
export class ConsumeVerificationTokenService {
  constructor(
    @Inject(VERIFICATION_TOKEN_REPOSITORY) private readonly tokens: VerificationTokenRepositoryPort,
    @Inject(SECRET_HASHER) private readonly hasher: SecretHasherPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async consume(command: ConsumeVerificationTokenCommand): Promise<Result<VerifiedPhone>> {
    if (!command.token || command.token.length > 200) return VerificationFailures.tokenInvalid();
    let phone: string | undefined;
    if (command.phone !== undefined) {
      const parsed = parseKoreanMobileNumber(command.phone);
      if (!parsed.ok) return VerificationFailures.tokenInvalid();
      phone = parsed.value;
    }
    const verified = await this.tokens.consume({
      tokenHash: this.hasher.digest(command.token),
      purpose: command.purpose,
      phone,
      now: this.clock.now(),
    });
    return verified ? ok(verified) : VerificationFailures.tokenInvalid();
  }
}

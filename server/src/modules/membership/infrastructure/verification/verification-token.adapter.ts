import { Injectable } from '@nestjs/common';
import type { Result } from '../../../../shared/domain/result';
import { ok } from '../../../../shared/domain/result';
import { ConsumeVerificationTokenService } from '../../../verification/application/commands/consume-verification-token/consume-verification-token.service';
import type { PhoneVerificationPort, PhoneVerificationPurpose, VerifiedPhoneClaim } from '../../application/ports/phone-verification.port';

/** Membership's port onto the verification context's exported application service; never its tables. */
@Injectable()
export class VerificationTokenAdapter implements PhoneVerificationPort {
  constructor(private readonly tokens: ConsumeVerificationTokenService) {}

  async consume(request: { token: string; purpose: PhoneVerificationPurpose; phone?: string }): Promise<Result<VerifiedPhoneClaim>> {
    const verified = await this.tokens.consume(request);
    if (!verified.ok) return verified;
    return ok({ phone: verified.value.phone, name: verified.value.name, birth: verified.value.birth });
  }
}

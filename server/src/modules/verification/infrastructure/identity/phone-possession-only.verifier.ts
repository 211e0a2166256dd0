import { Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../shared/domain/result';
import type { IdentityVerificationPort } from '../../application/ports/identity-verification.port';
import type { Assurance } from '../../domain/verification-token';

/**
 * The default: no identity agency is contracted, so a confirmed code proves only that the
 * phone is at hand. The name and birth date are as the shopper typed them.
 */
@Injectable()
export class PhonePossessionOnlyVerifier implements IdentityVerificationPort {
  async verify(): Promise<Result<{ assurance: Assurance }>> {
    return ok({ assurance: 'phone-possession' });
  }
}

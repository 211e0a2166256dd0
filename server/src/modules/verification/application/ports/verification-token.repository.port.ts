import type { VerificationTokenState, VerifiedPhone } from '../../domain/verification-token';
import type { VerificationPurpose } from '../../domain/verification-purpose';

export interface VerificationTokenRepositoryPort {
  save(token: VerificationTokenState): Promise<void>;
  /**
   * Spends the token at once (a single conditional update): unspent, not expired at
   * `now`, of that purpose, and of that phone when one is given. Null otherwise.
   */
  consume(request: { tokenHash: string; purpose: VerificationPurpose; phone?: string; now: Date }): Promise<VerifiedPhone | null>;
}

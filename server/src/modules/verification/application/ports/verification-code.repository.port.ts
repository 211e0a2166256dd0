import type { Result } from '../../../../shared/domain/result';
import type { SendHistory } from '../../domain/send-limits';
import type { VerificationCode } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';

export interface VerificationCodeRepositoryPort {
  /**
   * One at a time per number (a lock, so two instances cannot both pass the limits):
   * reads what was sent recently, asks `decide`, and when it agrees stores the new code
   * and retires the number's older open codes of the same purpose.
   */
  issueIfAllowed(
    request: { phone: string; ip: string; now: Date },
    decide: (history: SendHistory) => Result<VerificationCode>,
  ): Promise<Result<VerificationCode>>;
  /** Forgets a code whose message could not be sent, so it counts against no limit. */
  discard(id: string): Promise<void>;
  /** The newest code for the number and purpose that is neither confirmed nor replaced. */
  findOpen(phone: string, purpose: VerificationPurpose): Promise<VerificationCode | null>;
  /** Counts one try unless the code already had `maxTries`; false when it had (or was confirmed meanwhile). */
  claimTry(id: string, maxTries: number): Promise<boolean>;
  /** Marks the code used; false when another request confirmed it first. */
  markConfirmed(id: string, now: Date): Promise<boolean>;
}

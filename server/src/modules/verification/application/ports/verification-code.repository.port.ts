import type { CountedLimit, Reservation, ReservedSlot } from '../../../../shared/domain/counted-limit';
import type { VerificationCode } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';

export interface VerificationCodeRepositoryPort {
  /**
   * Takes a slot in every limit, all or none, and when all were free stores the code and retires the number's
   * older open codes of the same purpose, as one unit, before the text is sent. The slots are counted on a
   * connection of their own, never in a use case's transaction.
   */
  issueIfAllowed(limits: readonly CountedLimit[], code: VerificationCode, now: Date): Promise<Reservation>;
  /** Forgets a code whose message could not be sent, and gives its slots back, so it counts against no limit. */
  discard(id: string, slots: readonly ReservedSlot[]): Promise<void>;
  /** The newest code for the number and purpose that is neither confirmed nor replaced. */
  findOpen(phone: string, purpose: VerificationPurpose): Promise<VerificationCode | null>;
  /** Counts one try unless the code already had `maxTries`; false when it had (or was confirmed meanwhile). */
  claimTry(id: string, maxTries: number): Promise<boolean>;
  /** Marks the code used; false when another request confirmed it first. */
  markConfirmed(id: string, now: Date): Promise<boolean>;
}

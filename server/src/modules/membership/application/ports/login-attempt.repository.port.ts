import type { CountedLimit, Reservation, SlotOutcome } from '../../../../shared/domain/counted-limit';

export interface LoginAttempt {
  /** The e-mail in lower case (also for unknown e-mails). */
  emailKey: string;
  ip: string;
  succeeded: boolean;
  at: Date;
}

/**
 * The login limits' counters and the record of every password check. Works on its own short transactions,
 * never a use case's, so a failure stays counted when the use case rolls back.
 */
export interface LoginAttemptRepositoryPort {
  /** Takes one slot in every limit, all or none; refused when one is full. */
  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation>;
  /** Records the check and settles its slots (in the order they were taken). */
  settle(attempt: LoginAttempt, outcomes: readonly SlotOutcome[]): Promise<void>;
}

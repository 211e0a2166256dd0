import type { CountedLimit, Reservation, SlotOutcome } from '../../../../shared/domain/counted-limit';

/**
 * The counters of coupon registrations (limit_counter). On short transactions of their own, never a use case's,
 * so a failed guess stays counted whatever happens to the registration.
 */
export interface CouponRegistrationAttemptsPort {
  /** Takes one slot in every limit, all or none; refused when one is full. */
  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation>;
  settle(outcomes: readonly SlotOutcome[]): Promise<void>;
}

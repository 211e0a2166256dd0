import type { CountedLimit, Reservation, SlotOutcome } from '../domain/counted-limit';

export const LIMIT_COUNTER = Symbol('LIMIT_COUNTER');

/**
 * Counted limits on their own connection: slots are taken before the work they guard, and may be settled after it
 * (a try that succeeded gives its slot back, e.g. a staff login with the right password).
 */
export interface LimitCounterPort {
  /** Takes one slot in every limit, all or none; refused when one is full. */
  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation>;
  /** Keeps, gives back or forgets taken slots, in the order they were taken. */
  settle(outcomes: readonly SlotOutcome[]): Promise<void>;
}

import type { CountedLimit, Reservation } from '../domain/counted-limit';

export const LIMIT_COUNTER = Symbol('LIMIT_COUNTER');

/** Counted limits whose slots are only ever taken (each try counts, e.g. sign-up attempts), on their own connection. */
export interface LimitCounterPort {
  /** Takes one slot in every limit, all or none; refused when one is full. */
  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation>;
}

/**
 * A limit counted in a window that opens at its first use: at most `max` uses until `windowMs` has passed,
 * then the count starts again. Reserved before the work it guards (a password check, a text) and settled after,
 * so parallel requests can never both take the last slot. The SQL adapter applies exactly these rules in one
 * statement; the in-memory fakes call these functions.
 */
export interface CountedLimit {
  /** Which rule, e.g. `login-pair`; one scope belongs to one use case. */
  scope: string;
  /** Whose count, e.g. an e-mail and an address group. */
  key: string;
  max: number;
  windowMs: number;
  /** A window opened at or before this instant is over early (e.g. the password changed since). */
  restartIfOpenedBefore?: Date | null;
}

export interface CounterState {
  windowStartedAt: Date;
  used: number;
}

/** The latest opening time of a window that is over at `now`. */
export function windowOverIfOpenedBy(limit: CountedLimit, now: Date): Date {
  const byTime = now.getTime() - limit.windowMs;
  const restart = limit.restartIfOpenedBefore?.getTime() ?? -Infinity;
  return new Date(Math.max(byTime, restart));
}

/** The counter after one more use, or null when the window's `max` uses are spent. */
export function useOnce(state: CounterState | null, limit: CountedLimit, now: Date): CounterState | null {
  if (!state || state.windowStartedAt.getTime() <= windowOverIfOpenedBy(limit, now).getTime()) return { windowStartedAt: now, used: 1 };
  if (state.used >= limit.max) return null;
  return { windowStartedAt: state.windowStartedAt, used: state.used + 1 };
}

/** One slot taken in one counter: what releasing it must find. */
export interface ReservedSlot {
  scope: string;
  key: string;
  windowStartedAt: Date;
  /** Uses in the window, this one included. */
  used: number;
}

/** Either every limit had a free slot (all taken together), or the first full one, and nothing was taken. */
export type Reservation = { ok: true; slots: ReservedSlot[] } | { ok: false; refused: CountedLimit };

/**
 * What becomes of a slot once the work is done: kept (it counted), released (given back) or reset (the whole
 * count forgotten, e.g. the owner logged in). Settled in the order the slots were taken, like the reservation.
 */
export interface SlotOutcome {
  slot: ReservedSlot;
  then: 'keep' | 'release' | 'reset';
}

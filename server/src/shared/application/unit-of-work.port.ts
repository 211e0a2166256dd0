/**
 * One use case, one commit. `run` executes `work` as a single database transaction that
 * every repository used inside joins on its own (no managers passed around):
 *
 * - it commits when `work` resolves, and rolls back when `work` throws;
 * - it also rolls back when `work` resolves to a failed Result (`{ ok: false }`): an
 *   expected failure found half-way (the e-mail taken after the token was spent) leaves
 *   nothing behind, and the failure is still returned to the caller;
 * - a `run` inside another joins the outer one; only the outermost decides;
 * - the transaction starts at the first write, so reads and slow work (argon2) before it
 *   hold no connection (docs/decisions.md, "One unit of work per use case").
 */
export interface UnitOfWorkPort {
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `callback` after the outermost unit commits (outside calls: a text message), and
   * never when it rolls back. Outside a unit there is nothing to wait for: it runs at once.
   * A callback that throws makes `run` throw after the commit (the writes stay).
   */
  afterCommit(callback: () => Promise<void> | void): Promise<void>;
}

export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');

/** True for a failed Result; what `run` rolls back on besides an exception. */
export function isFailedResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && 'code' in value;
}

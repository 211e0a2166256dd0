/** Texts a member's verified phone (the found ID, a temporary password, the dormancy notice). */
export interface MemberNotifierPort {
  /**
   * `idempotencyKey`: for a text housekeeping sends (its pass may be tried again), so the member gets it once;
   * the texts a request waits for go without one.
   */
  text(phone: string, message: string, idempotencyKey?: string): Promise<void>;
}

/** Whether the member has orders a withdrawal must wait for (paid and not finished: preparing, shipping, a return or exchange asked). */
export interface OrdersInProgressPort {
  countInProgress(memberId: number): Promise<number>;
  /** Gives up the member's orders still waiting for payment, in the caller's unit of work. */
  abandonPending(memberId: number, now: Date): Promise<void>;
}

/** Whether the member has orders a withdrawal must wait for (paid and not finished: preparing, shipping, a return or exchange asked). */
export interface OrdersInProgressPort {
  countInProgress(memberId: number): Promise<number>;
}

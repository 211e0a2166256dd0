/**
 * Guest orders (비회원 주문) a new member takes over: those placed with the phone the member verified at sign-up
 * (adapter: ordering's exported order book; docs/decisions.md, "Guest orders").
 */
export interface GuestOrdersPort {
  /** Attaches the phone's guest orders to the member, in the caller's unit of work; answers how many. */
  attachTo(memberId: number, phone: string): Promise<number>;
}

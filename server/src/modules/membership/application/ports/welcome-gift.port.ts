/**
 * What a new member receives at sign-up (the live welcome coupons), given inside the sign-up's unit of work:
 * a sign-up that rolls back leaves no gift behind.
 */
export interface WelcomeGiftPort {
  giveTo(memberId: number, now: Date): Promise<void>;
}

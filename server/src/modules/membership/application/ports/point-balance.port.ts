/** A member's points balance, kept by promotions (its ledger's sum); membership only shows it. */
export interface PointBalancePort {
  balanceOf(memberId: number): Promise<number>;
}

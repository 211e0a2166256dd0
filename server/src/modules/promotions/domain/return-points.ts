/**
 * How much of the paid money a return gives back: all of what was left (`whole`), or `refunded` of `paid` won
 * (a partial refund). Decides what the order's points do (docs/decisions.md: returns and promotions).
 */
export interface ReturnShare {
  whole: boolean;
  refunded: number;
  paid: number;
}

/** What the points of a returned order do: returned to the member, taken back, and what could not be taken. */
export interface ReturnPoints {
  /** The used points given back (a 'return' row). */
  giveBack: number;
  /** The earned points taken back (a 'revoke' row). */
  takeBack: number;
  /** Earned points the member already spent: not taken, so the balance never goes below zero. */
  uncollected: number;
}

/** `points` × the refunded share, rounded down (in the member's favour for returns, and never more than the whole). */
function shareOf(points: number, share: ReturnShare): number {
  if (share.whole) return points;
  if (share.paid <= 0 || share.refunded <= 0) return 0;
  return Math.min(points, Math.floor((points * Math.min(share.refunded, share.paid)) / share.paid));
}

/**
 * The order used `used` points and earned `earned`; the member now holds `balance`. A whole return gives back all
 * the used points and takes back all the earned ones; a partial one both in proportion to the refunded share.
 * What is taken back never takes the balance (after the give-back) below zero: the rest is left uncollected.
 */
export function pointsOnReturn(used: number, earned: number, balance: number, share: ReturnShare): ReturnPoints {
  const giveBack = shareOf(Math.max(0, used), share);
  const owed = shareOf(Math.max(0, earned), share);
  const takeBack = Math.min(owed, Math.max(0, balance + giveBack));
  return { giveBack, takeBack, uncollected: owed - takeBack };
}

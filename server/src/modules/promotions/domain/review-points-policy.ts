/** Points a review earns (REVIEW_POINTS): one amount for text only, another when it carries a photo; 0 gives none. */
export class ReviewPointsPolicy {
  constructor(
    readonly textPoints: number,
    readonly photoPoints: number,
  ) {
    for (const points of [textPoints, photoPoints]) {
      if (!Number.isSafeInteger(points) || points < 0) throw new Error(`review points must be whole and not negative, got ${points}`);
    }
  }

  pointsFor(withPhoto: boolean): number {
    return withPhoto ? this.photoPoints : this.textPoints;
  }
}

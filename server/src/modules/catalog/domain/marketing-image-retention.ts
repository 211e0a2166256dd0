/**
 * How long an uploaded banner or popup image may wait for the save that uses it: staff upload and save within
 * minutes, so a day is plenty; an image unused a day after its upload (never saved, replaced, its popup deleted) goes.
 */
export const UNUSED_MARKETING_IMAGE_KEPT_MS = 24 * 60 * 60 * 1000;

export function unusedMarketingImageCutoff(now: Date): Date {
  return new Date(now.getTime() - UNUSED_MARKETING_IMAGE_KEPT_MS);
}

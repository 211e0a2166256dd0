/** One banner or popup image uploaded from the console: its storage key, its URL, and when it came. */
export interface MarketingImageUpload {
  key: string;
  url: string;
  uploadedAt: Date;
}

/** The record of console uploads, so files no banner or popup uses can be found and deleted. */
export interface MarketingImageUploadsPort {
  record(upload: MarketingImageUpload): Promise<void>;
  /**
   * Forgets, in one statement, the uploads older than `cutoff` whose URL no banner and no popup holds now, and
   * answers their keys (the caller deletes the files).
   */
  takeUnusedBefore(cutoff: Date): Promise<string[]>;
}

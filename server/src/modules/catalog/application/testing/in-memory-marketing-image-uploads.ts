/* The upload record for the catalog's unit specs: `usedUrls` stands for the images banners and popups hold. */
import type { MarketingImageUpload, MarketingImageUploadsPort } from '../ports/marketing-image-uploads.port';

export class InMemoryMarketingImageUploads implements MarketingImageUploadsPort {
  readonly uploads: MarketingImageUpload[] = [];
  readonly usedUrls = new Set<string>();

  async record(upload: MarketingImageUpload): Promise<void> {
    this.uploads.push({ ...upload });
  }

  async takeUnusedBefore(cutoff: Date): Promise<string[]> {
    const taken = this.uploads.filter((upload) => upload.uploadedAt < cutoff && !this.usedUrls.has(upload.url));
    for (const upload of taken) this.uploads.splice(this.uploads.indexOf(upload), 1);
    return taken.map((upload) => upload.key);
  }
}

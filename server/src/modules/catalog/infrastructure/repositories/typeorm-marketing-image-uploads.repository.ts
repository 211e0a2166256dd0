import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { MarketingImageUpload, MarketingImageUploadsPort } from '../../application/ports/marketing-image-uploads.port';

/** `marketing_image_upload`, checked against the catalog's own `banner` and `popup` tables. */
@Injectable()
export class TypeormMarketingImageUploadsRepository implements MarketingImageUploadsPort {
  constructor(private readonly entityManager: CurrentEntityManager) {}

  async record(upload: MarketingImageUpload): Promise<void> {
    const manager = await this.entityManager.forWrite();
    await manager.query(`INSERT INTO marketing_image_upload (storage_key, url, uploaded_at) VALUES ($1, $2, $3)`, [
      upload.key,
      upload.url,
      upload.uploadedAt,
    ]);
  }

  async takeUnusedBefore(cutoff: Date): Promise<string[]> {
    const manager = await this.entityManager.forWrite();
    // One DELETE: a save committed before it keeps its image; the usage check and the forgetting cannot be split.
    // TypeORM answers a DELETE ... RETURNING on Postgres as [rows, count].
    const [deleted] = await manager.query<[{ storage_key: string }[], number]>(
      `DELETE FROM marketing_image_upload AS upload
        WHERE upload.uploaded_at < $1
          AND NOT EXISTS (SELECT 1 FROM banner WHERE banner.img = upload.url)
          AND NOT EXISTS (SELECT 1 FROM popup WHERE popup.img = upload.url)
        RETURNING upload.storage_key`,
      [cutoff],
    );
    return deleted.map((row) => row.storage_key);
  }
}

import { Global, Module } from '@nestjs/common';
import { STORAGE_CONFIG, type StorageConfig } from '../../../config/storage.config';
import { FILE_STORAGE, type FileStoragePort } from '../../application/file-storage.port';
import { GOODS_IMAGE_PROCESSOR } from '../../application/goods-image-processor.port';
import { IMAGE_NORMALIZER } from '../../application/image-normalizer.port';
import { SharpGoodsImageProcessor } from '../images/sharp-goods-image-processor';
import { SharpImageNormalizer } from '../images/sharp-image-normalizer';
import { LocalFolderFileStorage } from './local-folder-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The adapter FILE_STORAGE names: the local folder (served under its URL prefix by app.factory.ts) or the S3 bucket. */
export function fileStorageOf(config: StorageConfig): FileStoragePort {
  if (config.fileStorage === 's3' && config.s3) return new S3FileStorage(config.s3);
  return new LocalFolderFileStorage(config.uploadsDir, config.uploadsUrlPrefix);
}

/**
 * Uploaded files for every context: FILE_STORAGE (as STORAGE_CONFIG chooses), IMAGE_NORMALIZER (review photos)
 * and GOODS_IMAGE_PROCESSOR (the back office's goods images), both sharp.
 */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [STORAGE_CONFIG], useFactory: fileStorageOf },
    { provide: IMAGE_NORMALIZER, useClass: SharpImageNormalizer },
    { provide: GOODS_IMAGE_PROCESSOR, useClass: SharpGoodsImageProcessor },
  ],
  exports: [FILE_STORAGE, IMAGE_NORMALIZER, GOODS_IMAGE_PROCESSOR],
})
export class FileStorageModule {}

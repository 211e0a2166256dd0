import { Global, Module } from '@nestjs/common';
import { STORAGE_CONFIG, type StorageConfig } from '../../../config/storage.config';
import { FILE_STORAGE } from '../../application/file-storage.port';
import { IMAGE_NORMALIZER } from '../../application/image-normalizer.port';
import { SharpImageNormalizer } from '../images/sharp-image-normalizer';
import { LocalFolderFileStorage } from './local-folder-file-storage';

/**
 * Uploaded files for every context: FILE_STORAGE (the local folder of STORAGE_CONFIG, served under its URL prefix
 * by app.factory.ts; an S3 adapter can be chosen here later) and IMAGE_NORMALIZER (sharp).
 */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [STORAGE_CONFIG], useFactory: (config: StorageConfig) => new LocalFolderFileStorage(config.uploadsDir, config.uploadsUrlPrefix) },
    { provide: IMAGE_NORMALIZER, useClass: SharpImageNormalizer },
  ],
  exports: [FILE_STORAGE, IMAGE_NORMALIZER],
})
export class FileStorageModule {}

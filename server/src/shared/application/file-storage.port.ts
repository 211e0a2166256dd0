/**
 * Where uploaded files live (review photos now; the back office's goods images and return photos later). The
 * local-folder adapter is the default (shared/infrastructure/storage); an S3 adapter can take its place.
 * Keys are the storage's own names (`reviews/<uuid>.webp`): never a path a caller typed.
 */
export interface FileStoragePort {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Nothing happens when the key holds nothing. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

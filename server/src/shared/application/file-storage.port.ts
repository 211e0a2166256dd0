/**
 * Where uploaded files live (review photos now; the back office's goods images and return photos later). The
 * local-folder adapter is the default (shared/infrastructure/storage); an S3 adapter can take its place.
 * Keys are the storage's own names (`reviews/<uuid>.webp`): never a path a caller typed.
 */
export interface FileStoragePort {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing (a job reading back an upload's original). */
  get(key: string): Promise<Buffer | null>;
  /** Nothing happens when the key holds nothing. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from; a private key has none (throws). */
  url(key: string): string;
}

/**
 * Keys under this prefix are kept, never served: an upload's original waiting for its job (`private/goods/<uuid>.upload`).
 * The local folder's route refuses them (app.factory.ts); with S3 the public URL must not reach them either
 * (docs/operations.md: the proxy refuses the prefix, the bucket policy leaves it out).
 */
export const PRIVATE_STORAGE_PREFIX = 'private/';

export const isPrivateStorageKey = (key: string): boolean => key.startsWith(PRIVATE_STORAGE_PREFIX);

/** Thrown by `url` for a private key: a bug, never something to show. */
export function noUrlForPrivateKey(key: string): never {
  throw new Error(`private storage key has no public URL: ${key}`);
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

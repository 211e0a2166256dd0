import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../../config/storage.config';
import { isPrivateStorageKey, noUrlForPrivateKey, type FileStoragePort } from '../../application/file-storage.port';
import { OutsideServiceUnavailableError } from '../../application/outside-service-unavailable.error';
import { checkedStorageKey } from './storage-key';

/** Keys are random and never reused, so a file never changes under its URL: browsers and the CDN keep it a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const FILE_STORAGE_UNAVAILABLE = { code: 'COMMON.FILE_STORAGE_UNAVAILABLE', message: '파일을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.' };

export interface S3FileStorageOptions {
  /** Tries per request, the first included (the SDK's standard retry, with back-off). */
  maxAttempts?: number;
  /** Longest wait for an answer, per try. */
  requestTimeoutMs?: number;
}

/**
 * Files in an S3-compatible bucket (AWS S3, or MinIO, R2… at S3_ENDPOINT, addressed path-style), served by the
 * public URL in front of it (a CDN or the bucket's own). Requests are SigV4-signed by the SDK; the credentials
 * stay in the client and appear in no message. A failure is an OutsideServiceUnavailableError (503, retry later).
 */
export class S3FileStorage implements FileStoragePort {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    options: S3FileStorageOptions = {},
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      maxAttempts: options.maxAttempts ?? 3,
      requestHandler: { connectionTimeout: 5000, requestTimeout: options.requestTimeoutMs ?? 30_000 },
      // Checksums only where S3 requires them: S3-compatible services differ in the newer trailing-checksum uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: checkedStorageKey(key),
      Body: data,
      ContentType: contentType,
      ContentLength: data.length,
      CacheControl: STORED_FILE_CACHE_CONTROL,
    });
    await this.send('PutObject', () => this.client.send(command));
  }

  async get(key: string): Promise<Buffer | null> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: checkedStorageKey(key) });
    let body: Uint8Array | null = null;
    await this.send('GetObject', async () => {
      try {
        const answer = await this.client.send(command);
        body = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return;
        throw error;
      }
    });
    return body === null ? null : Buffer.from(body);
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkedStorageKey(key) });
    await this.send('DeleteObject', () => this.client.send(command));
  }

  url(key: string): string {
    if (isPrivateStorageKey(key)) noUrlForPrivateKey(key);
    return `${this.config.publicUrl}/${checkedStorageKey(key)}`;
  }

  /** Frees the client's sockets; Nest calls it when the application closes. */
  close(): void {
    this.client.destroy();
  }

  onModuleDestroy(): void {
    this.close();
  }

  private async send(operation: string, request: () => Promise<unknown>): Promise<void> {
    try {
      await request();
    } catch (error) {
      throw new OutsideServiceUnavailableError(FILE_STORAGE_UNAVAILABLE.code, FILE_STORAGE_UNAVAILABLE.message, `S3 ${operation} failed: ${describe(error)}`);
    }
  }
}

/** The error's name and HTTP status only: the SDK's message may quote the provider's answer, never our keys. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status ? `${error.name} (HTTP ${status})` : error.name;
}

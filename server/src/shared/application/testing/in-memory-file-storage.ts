/* A FileStoragePort for unit specs: files in a map, URLs under /uploads/ as the local-folder adapter gives them. */
import { isPrivateStorageKey, noUrlForPrivateKey, type FileStoragePort } from '../file-storage.port';

export class InMemoryFileStorage implements FileStoragePort {
  /** The keys stored, for specs to look at. */
  readonly keys = new Set<string>();
  private readonly files = new Map<string, Buffer>();
  /** While true every call fails, as a storage outage does. */
  failing = false;

  async put(key: string, data: Buffer = Buffer.alloc(0), _contentType?: string): Promise<void> {
    this.check();
    if (this.keys.has(key)) throw new Error(`key stored already: ${key}`);
    this.keys.add(key);
    this.files.set(key, Buffer.from(data));
  }

  async get(key: string): Promise<Buffer | null> {
    this.check();
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.check();
    this.keys.delete(key);
    this.files.delete(key);
  }

  url(key: string): string {
    if (isPrivateStorageKey(key)) noUrlForPrivateKey(key);
    return `/uploads/${key}`;
  }

  private check(): void {
    if (this.failing) throw new Error('storage unavailable');
  }
}

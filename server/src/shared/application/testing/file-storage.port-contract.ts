import type { FileStoragePort } from '../file-storage.port';

/**
 * What every FileStoragePort does: a stored file reads back as its bytes, a missing one as null, a delete is
 * repeatable, and a public key has a URL ending in the key while a private one has none.
 */
export function fileStorageContract(name: string, create: () => Promise<{ storage: FileStoragePort; close?: () => Promise<void> }>): void {
  describe(`${name} (FileStoragePort contract)`, () => {
    let subject: { storage: FileStoragePort; close?: () => Promise<void> };
    beforeEach(async () => {
      subject = await create();
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('reads back what it stored, and null for a key holding nothing', async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
      await subject.storage.put('private/goods/0b9c-contract.upload', bytes, 'application/octet-stream');
      expect(await subject.storage.get('private/goods/0b9c-contract.upload')).toEqual(bytes);
      expect(await subject.storage.get('goods/never-stored.webp')).toBeNull();
    });

    it('deletes a file, and deleting it again is no error', async () => {
      await subject.storage.put('goods/0b9c-deleted.webp', Buffer.from('x'), 'image/webp');
      await subject.storage.delete('goods/0b9c-deleted.webp');
      expect(await subject.storage.get('goods/0b9c-deleted.webp')).toBeNull();
      await expect(subject.storage.delete('goods/0b9c-deleted.webp')).resolves.toBeUndefined();
    });

    it('gives a public key a URL ending in the key, and a private key none', () => {
      expect(subject.storage.url('goods/0b9c-url.webp')).toMatch(/\/goods\/0b9c-url\.webp$/);
      expect(() => subject.storage.url('private/goods/0b9c-url.upload')).toThrow('private');
    });
  });
}

import type { CdnPurgePort } from '../cdn-purge.port';

/** What every CdnPurgePort does: a purge of known tags, or of none, resolves; it can be repeated (a retried job). */
export function cdnPurgeContract(name: string, create: () => Promise<{ purge: CdnPurgePort; close?: () => Promise<void> }>): void {
  describe(`${name} (CdnPurgePort contract)`, () => {
    let subject: { purge: CdnPurgePort; close?: () => Promise<void> };
    beforeEach(async () => {
      subject = await create();
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('purges the catalog and the marketing answers, and again when a job is retried', async () => {
      await expect(subject.purge.purge(['catalog', 'marketing'])).resolves.toBeUndefined();
      await expect(subject.purge.purge(['catalog', 'marketing'])).resolves.toBeUndefined();
    });

    it('does nothing for no tags', async () => {
      await expect(subject.purge.purge([])).resolves.toBeUndefined();
    });
  });
}

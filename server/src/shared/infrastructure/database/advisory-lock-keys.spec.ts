import { ADVISORY_LOCK_KEYS } from './advisory-lock-keys';

describe('ADVISORY_LOCK_KEYS', () => {
  it('gives every lock its own key, a 32-bit integer', () => {
    const keys = Object.values(ADVISORY_LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Number.isInteger(key) && key > 0 && key < 2 ** 31).toBe(true);
  });

  it('keeps the demo seeder and the housekeeping apart', () => {
    expect(ADVISORY_LOCK_KEYS.demoCatalogSeed).not.toBe(ADVISORY_LOCK_KEYS.housekeeping);
  });
});

import { COUPON_SERIAL_LENGTH } from './coupon-serial';

/**
 * The letters batch serials are made of: capitals and digits without the ones people misread (0/O, 1/I). 32 symbols, so each of the 16 is exactly 5 random bits: 80 bits a serial, unguessable within the
 * registration rate limit.
 */
export const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const SERIAL_BATCH_LIMITS = { min: 1, max: 5000 } as const;

/** A serial from random indexes into the alphabet (each 0-31), as many as a serial has characters. */
export function serialFromIndexes(indexes: number[]): string {
  if (indexes.length !== COUPON_SERIAL_LENGTH) throw new Error('a serial has 16 characters');
  return indexes.map((index) => SERIAL_ALPHABET[index]).join('');
}

import { createHash } from 'node:crypto';

/**
 * The job's id made from its name and idempotency key (a UUID v5 shape of a SHA-1), so the same key enqueued twice
 * meets pg-boss's primary key (name, id) and the second insert does nothing.
 */
export function idempotentJobId(name: string, key: string): string {
  const hex = createHash('sha1').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

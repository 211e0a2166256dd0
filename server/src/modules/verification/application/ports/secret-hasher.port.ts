/**
 * Keyed one-way digests for short secrets (codes, tokens): the database never holds
 * them in clear, and a leaked table alone does not give them away.
 */
export interface SecretHasherPort {
  digest(secret: string): string;
  /** Compares in constant time. */
  matches(secret: string, digest: string): boolean;
}

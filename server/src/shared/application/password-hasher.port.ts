export interface PasswordHasherPort {
  /** argon2id. */
  hash(password: string): Promise<string>;
  /** False for a null hash too, after the same work, so unknown e-mails take as long as known ones. */
  verify(hash: string | null, password: string): Promise<boolean>;
  /** True for a hash made with other settings than today's: replace it at the next good login. */
  needsRehash(hash: string): boolean;
}

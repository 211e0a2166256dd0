/**
 * TOTP (RFC 6238) and the randomness of two-factor sign-in. Adapter: infrastructure/security/otpauth-totp.ts, on the
 * maintained `otpauth` library (SHA-1, 6 digits, 30-second steps: what every authenticator app reads).
 */
export interface TotpPort {
  /** A new random secret, base32 (160 bits). */
  newSecret(): string;
  /** The otpauth:// URI an authenticator app scans (as a QR code) to add the account. */
  otpauthUri(secret: string, accountName: string): string;
  /** The time step `code` belongs to, within one step of `now` either way; null when it matches none. */
  matchingStep(secret: string, code: string, now: Date): number | null;
  /** `count` new recovery codes, each ten characters of RECOVERY_ALPHABET (domain/two-factor.ts). */
  newRecoveryCodes(count: number): string[];
}

/**
 * Two-factor sign-in for console accounts (RFC 6238 TOTP, 30-second steps, 6 digits, one step of drift either way),
 * with ten single-use recovery codes. docs/decisions.md, "Two-factor sign-in for the console".
 */
export const RECOVERY_CODE_COUNT = 10;

/** The name an authenticator app shows beside the account's e-mail. */
export const TWO_FACTOR_ISSUER = 'the shop console';

/** An account's authenticator: its secret (base32, decrypted), whether a first code confirmed it, the last step used. */
export interface TwoFactorEnrolment {
  adminId: number;
  secret: string;
  /** null: set up, waiting for its first code; until then sign-in does not ask for it. */
  confirmedAt: Date | null;
  /** The last TOTP time step accepted: a step is accepted once, so a code seen over a shoulder cannot be replayed. */
  lastStep: number;
}

/** What was typed as the second factor: the app's six digits, or a recovery code (any case, spaces or hyphens). */
export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

const TOTP_CODE = /^\d{6}$/;
/** Lower-case letters and digits without 0, 1, l, o (nothing to misread on paper). */
export const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx: ten characters of RECOVERY_ALPHABET. */
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/** Reads a typed second factor; null when it is neither shape (refused like a wrong code, without a lookup). */
export function readSecondFactor(typed: string): SecondFactor | null {
  const compact = typed.replace(/[\s-]/g, '');
  if (TOTP_CODE.test(compact)) return { kind: 'totp', code: compact };
  const recovery = compact.toLowerCase();
  return RECOVERY_CODE.test(recovery) ? { kind: 'recovery', code: recovery } : null;
}

/** A recovery code as shown once to its owner: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function isConfirmed(enrolment: TwoFactorEnrolment | null): enrolment is TwoFactorEnrolment & { confirmedAt: Date } {
  return enrolment !== null && enrolment.confirmedAt !== null;
}

import type { VerificationPurpose } from './verification-purpose';

/** How long a confirmed phone stays good for sign-up or recovery. */
export const TOKEN_TTL_SECONDS = 30 * 60;

/**
 * How much a token proves. An SMS code proves the phone is at hand, not who holds it;
 * an identity agency (본인확인기관) would prove the person. See IdentityVerificationPort.
 */
export type Assurance = 'phone-possession' | 'identity-agency';

/** What a spent token tells its consumer: the phone, and the name and birth date entered with it. */
export interface VerifiedPhone {
  phone: string;
  purpose: VerificationPurpose;
  name: string | null;
  /** YYYY-MM-DD */
  birth: string | null;
  assurance: Assurance;
}

export interface VerificationTokenState extends VerifiedPhone {
  id: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export function newVerificationToken(input: Omit<VerificationTokenState, 'createdAt' | 'expiresAt'> & { now: Date }): VerificationTokenState {
  const { now, ...rest } = input;
  return { ...rest, createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) };
}

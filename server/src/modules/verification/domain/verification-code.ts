import { type Result, ok } from '../../../shared/domain/result';
import type { VerificationPurpose } from './verification-purpose';
import { VerificationFailures } from './verification-failures';

/** The spec's countdown: a code lives 300 seconds. */
export const CODE_TTL_SECONDS = 300;
/** Wrong tries a code survives; the next try is refused even when right. */
export const MAX_TRIES_PER_CODE = 5;
export const CODE_LENGTH = 6;

export interface VerificationCodeState {
  id: string;
  phone: string;
  purpose: VerificationPurpose;
  /** Only a keyed hash of the code is kept; see SecretHasherPort. */
  codeHash: string;
  requesterIp: string;
  createdAt: Date;
  expiresAt: Date;
  tries: number;
  confirmedAt: Date | null;
  /** A newer code for the same number replaced this one. */
  supersededAt: Date | null;
}

/** One 6-digit code sent to one number: tries, expiry and a single confirmation. */
export class VerificationCode {
  private constructor(private readonly state: VerificationCodeState) {}

  static issue(input: { id: string; phone: string; purpose: VerificationPurpose; codeHash: string; requesterIp: string; now: Date }): VerificationCode {
    return new VerificationCode({
      id: input.id,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: input.codeHash,
      requesterIp: input.requesterIp,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + CODE_TTL_SECONDS * 1000),
      tries: 0,
      confirmedAt: null,
      supersededAt: null,
    });
  }

  static restore(state: VerificationCodeState): VerificationCode {
    return new VerificationCode({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get phone(): string {
    return this.state.phone;
  }
  get purpose(): VerificationPurpose {
    return this.state.purpose;
  }
  get codeHash(): string {
    return this.state.codeHash;
  }

  /** Whether one more try may be made now; the caller then claims it atomically. */
  acceptsTryAt(now: Date): Result<void> {
    if (this.state.confirmedAt || this.state.supersededAt) return VerificationFailures.codeNotRequested();
    if (this.state.tries >= MAX_TRIES_PER_CODE) return VerificationFailures.tooManyTries();
    if (now.getTime() >= this.state.expiresAt.getTime()) return VerificationFailures.codeExpired();
    return ok(undefined);
  }

  snapshot(): Readonly<VerificationCodeState> {
    return { ...this.state };
  }
}

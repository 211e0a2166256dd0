import type { Result } from '../../../../shared/domain/result';

export type PhoneVerificationPurpose = 'sign-up' | 'find-id' | 'find-password' | 'withdraw' | 'restore-dormant';

export interface VerifiedPhoneClaim {
  phone: string;
  name: string | null;
  birth: string | null;
}

/** Membership's view of the verification context: a confirmed phone, spent once. */
export interface PhoneVerificationPort {
  consume(request: { token: string; purpose: PhoneVerificationPurpose; phone?: string }): Promise<Result<VerifiedPhoneClaim>>;
}

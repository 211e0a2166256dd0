import type { Result } from '../../../../shared/domain/result';
import type { Assurance } from '../../domain/verification-token';

export interface IdentityClaim {
  phone: string;
  name: string | null;
  birth: string | null;
}

/**
 * Where a licensed identity agency (본인확인기관: PASS, NICE, KCB) would be plugged in
 * to prove that the name and birth date belong to the phone's holder. Without such a
 * contract the shop only knows the phone is at hand (PhonePossessionOnlyVerifier).
 */
export interface IdentityVerificationPort {
  verify(claim: IdentityClaim): Promise<Result<{ assurance: Assurance }>>;
}

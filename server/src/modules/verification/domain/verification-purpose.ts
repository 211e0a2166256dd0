/**
 * What a code proves the phone for. A token confirmed for one purpose cannot be spent
 * on another, so a sign-up token cannot reset a password.
 */
export const VERIFICATION_PURPOSES = ['sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant', 'guest-order', 'order-lookup'] as const;

/**
 * What a shopper may ask send-one.php and verification/confirm for. 'order-lookup' is not among them: its code goes
 * to an order's phone, which only the checkout's guest lookup knows (docs/decisions.md, "Guest orders").
 */
export const REQUESTABLE_PURPOSES = ['sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant', 'guest-order'] as const satisfies readonly VerificationPurpose[];

export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The spec words the mismatch differently on the recovery pages (§5). */
export function codeMismatchMessage(purpose: VerificationPurpose): string {
  return purpose === 'sign-up' || purpose === 'guest-order' ? '인증번호가 올바르지 않습니다. 다시 입력해주세요.' : '인증번호가 일치하지 않습니다. 다시 입력해주세요.';
}

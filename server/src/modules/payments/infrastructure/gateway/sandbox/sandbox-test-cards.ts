/**
 * The sandbox's documented test cards (README, docs/decisions.md "Payment gateways"). Like a real card
 * company, the sandbox refuses at approval, not on the card page: the shop's decline path is the one to try.
 */
export const SANDBOX_APPROVING_CARD = '4242-4242-4242-4242';
export const SANDBOX_DECLINED_CARD = '4000-0000-0000-0002';
export const SANDBOX_TIMEOUT_CARD = '4000-0000-0000-0010';

export const SANDBOX_LIMIT_MESSAGE = '카드 한도가 초과되었습니다.';

export type SandboxCardBehaviour = 'approve' | 'decline' | 'timeout';

/** By the card's digits: the two special numbers, else approved. */
export function sandboxCardBehaviour(digits: string): SandboxCardBehaviour {
  if (digits === SANDBOX_DECLINED_CARD.replace(/-/g, '')) return 'decline';
  if (digits === SANDBOX_TIMEOUT_CARD.replace(/-/g, '')) return 'timeout';
  return 'approve';
}

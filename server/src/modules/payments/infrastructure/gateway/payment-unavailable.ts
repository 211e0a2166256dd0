import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';

export const PAYMENT_UNAVAILABLE = {
  code: 'CHECKOUT.PAYMENT_UNAVAILABLE',
  message: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The provider could not do its part; `detail` is for the log (status, provider code), never a secret. */
export function paymentUnavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError(PAYMENT_UNAVAILABLE.code, PAYMENT_UNAVAILABLE.message, detail);
}

/** Declined because the provider approved another amount than the order's (the approval was cancelled at once). */
export const AMOUNT_MISMATCH = {
  code: 'CHECKOUT.PAYMENT_AMOUNT_MISMATCH',
  message: '결제 금액이 주문 금액과 달라 결제를 취소했습니다. 다시 시도해주세요.',
} as const;

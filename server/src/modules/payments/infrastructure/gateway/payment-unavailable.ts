import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';

export const PAYMENT_UNAVAILABLE = {
  code: 'CHECKOUT.PAYMENT_UNAVAILABLE',
  message: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The provider could not do its part; `detail` is for the log (status, provider code), never a secret. */
export function paymentUnavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError(PAYMENT_UNAVAILABLE.code, PAYMENT_UNAVAILABLE.message, detail);
}

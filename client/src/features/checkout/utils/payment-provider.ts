import type { PaymentInstruction } from '../types';

/** Leaves the shop for another page (the sandbox provider). Its own function so the saga can be tested. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The sandbox provider's page with the payment in its query. */
export function sandboxPageUrl(payment: PaymentInstruction): string {
  const query = new URLSearchParams({
    orderId: payment.orderId,
    amount: String(payment.amount),
    goodsName: payment.goodsName,
    returnUrl: payment.returnUrl,
    method: payment.method,
  });
  return `${payment.pageUrl ?? ''}?${query.toString()}`;
}

/** What NicePay's fnError hands back. */
export interface NicePayError {
  errorMsg?: string;
  resultMsg?: string;
}

interface NicePayRequest {
  clientId: string;
  method: string;
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
  fnError: (result: NicePayError) => void;
}

declare global {
  interface Window {
    AUTHNICE?: { requestPay: (request: NicePayRequest) => void };
  }
}

/** The SDK is missing after its script loaded (a wrong script address). */
export const NICEPAY_MISSING = '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * Opens NicePay's payment window. The promise settles only when the SDK reports an error (fnError): a payment that
 * goes through ends with the provider posting to the server, whose redirect takes the browser to the complete page.
 */
export function requestNicePay(payment: PaymentInstruction): Promise<NicePayError> {
  return new Promise<NicePayError>((resolve, reject) => {
    const sdk = window.AUTHNICE;
    if (!sdk) {
      reject(new Error(NICEPAY_MISSING));
      return;
    }
    sdk.requestPay({
      clientId: payment.clientId ?? '',
      method: payment.providerMethod || payment.method,
      orderId: payment.orderId,
      amount: payment.amount,
      goodsName: payment.goodsName,
      returnUrl: payment.returnUrl,
      fnError: (result) => resolve(result ?? {}),
    });
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentInstruction } from '../types';
import { NICEPAY_MISSING, requestNicePay, sandboxPageUrl } from './payment-provider';

const naverPay: PaymentInstruction = {
  gateway: 'nicepay',
  clientId: 'S2_client',
  scriptUrl: 'https://pay.nicepay.co.kr/v1/js/',
  pageUrl: null,
  method: 'naverpay',
  providerMethod: 'naverpayCard',
  orderId: '20261123-482913',
  amount: 28_000,
  goodsName: '미니 토트백',
  returnUrl: 'https://shop.test/api/payment-serverAuth.php',
};

describe('opening the provider', () => {
  afterEach(() => {
    delete window.AUTHNICE;
  });

  it("hands NicePay the method by NicePay's own name, and settles with its error", async () => {
    const requestPay = vi.fn((request: { fnError: (result: { errorMsg: string }) => void }) => request.fnError({ errorMsg: '사용자가 결제를 취소하였습니다.' }));
    window.AUTHNICE = { requestPay };
    await expect(requestNicePay(naverPay)).resolves.toEqual({ errorMsg: '사용자가 결제를 취소하였습니다.' });
    expect(requestPay).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: 'S2_client', method: 'naverpayCard', orderId: '20261123-482913', amount: 28_000, returnUrl: naverPay.returnUrl }),
    );
  });

  it('fails clearly when the SDK did not load', async () => {
    await expect(requestNicePay(naverPay)).rejects.toThrow(NICEPAY_MISSING);
  });

  it("puts the order in the sandbox page's query", () => {
    const url = new URL(sandboxPageUrl({ ...naverPay, gateway: 'sandbox', pageUrl: '/dev/payment-sandbox' }), 'http://shop.test');
    expect(url.pathname).toBe('/dev/payment-sandbox');
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderId: '20261123-482913', amount: '28000', goodsName: '미니 토트백', returnUrl: naverPay.returnUrl, method: 'naverpay' });
  });
});

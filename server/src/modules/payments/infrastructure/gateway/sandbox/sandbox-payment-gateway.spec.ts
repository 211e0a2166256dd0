import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import type { PaymentReturn } from '../../../application/ports/payment-gateway.port';
import { nicePayAuthSignature } from '../nicepay/nicepay-auth-return';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { SANDBOX_AUTH_TTL_SECONDS, SANDBOX_CLIENT_ID, SANDBOX_MAX_PAYMENTS, type SandboxPaymentStore } from './sandbox-payment.store';
import { InMemorySandboxPaymentStore } from './in-memory-sandbox-payment.store';

class MovableClock {
  constructor(private time = new Date('2026-05-01T03:00:00Z').getTime()) {}
  now = () => new Date(this.time);
  advance(seconds: number) {
    this.time += seconds * 1000;
  }
}

describe('SandboxPaymentGateway', () => {
  let clock: MovableClock;
  let store: SandboxPaymentStore;
  let gateway: SandboxPaymentGateway;

  beforeEach(() => {
    clock = new MovableClock();
    store = new InMemorySandboxPaymentStore(clock);
    gateway = new SandboxPaymentGateway(store, clock);
  });

  /** What the card page posts back after "결제하기", read by the gateway as the checkout would. */
  async function authenticate(cardNumber = '4242424242424242', amount = 30_000, orderId = 'ORDER-1'): Promise<PaymentReturn> {
    const { tid, authToken } = await store.authenticate({ orderId, amount, method: 'card', cardNumber });
    const post = {
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid,
      clientId: SANDBOX_CLIENT_ID,
      orderId,
      amount: String(amount),
      mallReserved: '',
      authToken,
      signature: nicePayAuthSignature(authToken, SANDBOX_CLIENT_ID, amount, store.secretKey),
    };
    const read = gateway.readReturn(post);
    if (!read.ok) throw new Error(`the sandbox's own post was refused: ${read.reason}`);
    return read.value;
  }

  it('sends the browser to the card page, with the return route as a path on the shop', () => {
    const params = gateway.checkoutParams({ orderId: 'ORDER-1', amount: 30_000, goodsName: '가죽 지갑', method: 'naverpay', returnUrl: 'http://localhost:3000/api/payment-serverAuth.php' });
    expect(params).toEqual({
      gateway: 'sandbox',
      clientId: null,
      scriptUrl: null,
      pageUrl: '/dev/payment-sandbox',
      method: 'naverpay',
      providerMethod: 'naverpay',
      orderId: 'ORDER-1',
      amount: 30_000,
      goodsName: '가죽 지갑',
      returnUrl: '/api/payment-serverAuth.php',
    });
  });

  it('approves an authentication for its amount, once', async () => {
    const payment = await authenticate();
    expect(payment).toMatchObject({ authenticated: true, orderId: 'ORDER-1', amount: 30_000 });
    expect(await gateway.approve(payment, 30_000)).toEqual({
      kind: 'approved',
      payment: { tid: payment.tid, orderId: 'ORDER-1', amount: 30_000, method: 'card', paidAt: clock.now(), description: '샌드박스카드 4242' },
    });
    expect(await gateway.approve(payment, 30_000)).toEqual({
      kind: 'declined',
      code: 'SANDBOX.ALREADY_PROCESSED',
      message: '이미 처리된 결제입니다.',
      order: { orderId: 'ORDER-1', amount: 30_000 },
    });
  });

  it('pays an order number once, whichever authentication comes second', async () => {
    const first = await authenticate();
    const second = await authenticate();
    expect(await gateway.approve(first, 30_000)).toMatchObject({ kind: 'approved' });
    expect(await gateway.approve(second, 30_000)).toEqual({
      kind: 'declined',
      code: 'SANDBOX.ORDER_ALREADY_PAID',
      message: '이미 결제된 주문입니다.',
      order: { orderId: 'ORDER-1', amount: 30_000 },
    });
    expect(await gateway.approve(await authenticate(undefined, 30_000, 'ORDER-2'), 30_000)).toMatchObject({ kind: 'approved' });
  });

  it('knows which order an authentication was made for: the approval answers it, whatever order the return named', async () => {
    const other = await authenticate(undefined, 30_000, 'ORDER-7');
    const swapped = { ...other, orderId: 'ORDER-1' };
    expect(await gateway.approve(swapped, 30_000)).toMatchObject({ kind: 'approved', payment: { tid: other.tid, orderId: 'ORDER-7', amount: 30_000 } });
    // Given back under its own order, as NicePay's cancel would be.
    await gateway.cancel({ tid: other.tid, orderId: 'ORDER-7', amount: 30_000, reason: '주문 정보 불일치' });
    expect(await store.stateOf(other.tid)).toBe('cancelled');
  });

  it('refuses a post signed with another secret', async () => {
    const { tid, authToken } = await store.authenticate({ orderId: 'ORDER-1', amount: 30_000, method: 'card', cardNumber: '4242424242424242' });
    const post = { authResultCode: '0000', tid, clientId: SANDBOX_CLIENT_ID, orderId: 'ORDER-1', amount: '30000', authToken, signature: nicePayAuthSignature(authToken, SANDBOX_CLIENT_ID, 30_000, 'guess') };
    expect(gateway.readReturn(post)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(gateway.readReturn({ ...post, amount: '100', signature: nicePayAuthSignature(authToken, SANDBOX_CLIENT_ID, 100, 'guess') })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('declines the limit test card at approval, not before', async () => {
    const payment = await authenticate('4000-0000-0000-0002');
    expect(payment.authenticated).toBe(true);
    expect(await gateway.approve(payment, 30_000)).toEqual({
      kind: 'declined',
      code: 'SANDBOX.LIMIT_EXCEEDED',
      message: '카드 한도가 초과되었습니다.',
      order: { orderId: 'ORDER-1', amount: 30_000 },
    });
  });

  it('times out on the time-out test card: unavailable, and the tid is spent', async () => {
    const payment = await authenticate('4000000000000010');
    await expect(gateway.approve(payment, 30_000)).rejects.toMatchObject({ name: 'OutsideServiceUnavailableError', code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
    expect(await store.stateOf(payment.tid)).toBe('cancelled');
  });

  it('declines another amount than the one authenticated, a wrong authToken and an unknown tid', async () => {
    expect(await gateway.approve(await authenticate(), 29_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.AMOUNT_MISMATCH' });
    const payment = await authenticate();
    expect(await gateway.approve({ ...payment, approvalContext: { authToken: 'other' } }, 30_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.UNKNOWN_AUTHENTICATION' });
    expect(await gateway.approve({ ...payment, tid: 'sandboxnothing' }, 30_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.UNKNOWN_AUTHENTICATION', order: null });
    // The wrong tries spent nothing: the real one still approves.
    expect(await gateway.approve(payment, 30_000)).toMatchObject({ kind: 'approved' });
  });

  it('forgets an authentication not approved in time', async () => {
    const payment = await authenticate();
    clock.advance(SANDBOX_AUTH_TTL_SECONDS);
    expect(await gateway.approve(payment, 30_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.UNKNOWN_AUTHENTICATION' });
  });

  it('approves nothing for a failed authentication', async () => {
    const failed = gateway.readReturn({ authResultCode: '9999', authResultMsg: '결제를 취소하셨습니다.', clientId: SANDBOX_CLIENT_ID, orderId: 'ORDER-1', amount: '30000' });
    expect(failed.ok).toBe(true);
    if (failed.ok) expect(await gateway.approve(failed.value, 30_000)).toEqual({ kind: 'declined', code: '9999', message: '결제를 취소하셨습니다.', order: null });
  });

  it('cancels an approved payment, and only for its own order', async () => {
    const payment = await authenticate();
    await gateway.approve(payment, 30_000);
    await expect(gateway.cancel({ tid: payment.tid, orderId: 'ORDER-2', amount: 30_000, reason: 'x' })).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
    expect(await store.stateOf(payment.tid)).toBe('approved');
    await gateway.cancel({ tid: payment.tid, orderId: 'ORDER-1', amount: 30_000, reason: '고객 요청' });
    expect(await store.stateOf(payment.tid)).toBe('cancelled');
  });

  it('says what it has given back of a payment: partial cancels, then all of it; nothing for a decline; unknown for a tid it does not know', async () => {
    const payment = await authenticate();
    await gateway.approve(payment, 30_000);
    expect(await gateway.refundedSoFar(payment.tid)).toBe(0);
    await gateway.cancel({ tid: payment.tid, orderId: 'ORDER-1', amount: 12_000, reason: '반품 환불', partial: true });
    expect(await gateway.refundedSoFar(payment.tid)).toBe(12_000);
    await gateway.cancel({ tid: payment.tid, orderId: 'ORDER-1', amount: 18_000, reason: '구매자 취소' });
    expect(await gateway.refundedSoFar(payment.tid)).toBe(30_000);
    const declined = await authenticate('4000-0000-0000-0002', 30_000, 'ORDER-3');
    await gateway.approve(declined, 30_000);
    expect(await gateway.refundedSoFar(declined.tid)).toBe(0);
    expect(await gateway.refundedSoFar('sandboxunknown')).toBeNull();
  });

  it('keeps at most SANDBOX_MAX_PAYMENTS authentications, dropping the oldest', async () => {
    const first = await store.authenticate({ orderId: 'FIRST', amount: 100, method: 'card', cardNumber: '4242424242424242' });
    for (let i = 0; i < SANDBOX_MAX_PAYMENTS; i += 1) await store.authenticate({ orderId: `O-${i}`, amount: 100, method: 'card', cardNumber: '4242424242424242' });
    expect(await store.stateOf(first.tid)).toBeNull();
  });

  it('signs with a secret of its own per process', () => {
    expect(store.secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new InMemorySandboxPaymentStore(clock).secretKey).not.toBe(store.secretKey);
  });
});

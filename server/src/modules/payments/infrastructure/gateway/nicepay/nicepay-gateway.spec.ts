import { Logger, type LoggerService } from '@nestjs/common';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import type { PaymentReturn } from '../../../application/ports/payment-gateway.port';
import { NicePayGateway } from './nicepay-gateway';
import { nicePayAuthSignature } from './nicepay-auth-return';
import { FakeNicePay } from './testing/fake-nicepay';

const CLIENT_ID = 'S2_test-client';
const SECRET = 'test-secret-key-0123456789';
const NOW = new Date('2026-05-01T03:00:00Z');

function authenticatedReturn(overrides: Partial<PaymentReturn> = {}): PaymentReturn {
  return {
    authenticated: true,
    resultCode: '0000',
    resultMessage: '인증 성공',
    orderId: 'ORDER-1',
    amount: 30_000,
    tid: 'nictest00m01012605011200000001',
    approvalContext: { authToken: 'NICETOKN1234' },
    ...overrides,
  };
}

function returnPost(overrides: Record<string, string> = {}): Record<string, unknown> {
  const fields = { authResultCode: '0000', authResultMsg: '인증 성공', tid: 'nictest00m01012605011200000001', clientId: CLIENT_ID, orderId: 'ORDER-1', amount: '30000', mallReserved: '', authToken: 'NICETOKN1234' };
  const merged = { ...fields, ...overrides };
  return { signature: nicePayAuthSignature(merged.authToken, merged.clientId, merged.amount, SECRET), ...merged };
}

/** Every line the gateway logs, to prove no secret is among them. */
const logged: string[] = [];
const capture = (...args: unknown[]) => void logged.push(JSON.stringify(args));
const capturingLogger: LoggerService = { log: capture, error: capture, warn: capture, debug: capture, verbose: capture };

describe('NicePayGateway', () => {
  const fake = new FakeNicePay(CLIENT_ID, SECRET);
  let gateway: NicePayGateway;

  beforeAll(async () => {
    Logger.overrideLogger(capturingLogger);
    const apiBaseUrl = await fake.start();
    gateway = new NicePayGateway({ clientId: CLIENT_ID, secretKey: SECRET, apiBaseUrl, sdkUrl: 'https://pay.nicepay.co.kr/v1/js/' }, 2000, { now: () => NOW });
  });
  afterAll(async () => {
    Logger.overrideLogger(new Logger());
    await fake.stop();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  describe('checkoutParams', () => {
    it('opens NicePay\'s SDK with our client id, and its own name for each method', () => {
      const order = { orderId: 'ORDER-1', amount: 30_000, goodsName: '가죽 지갑', returnUrl: 'https://shop.example/api/payment-serverAuth.php' };
      expect(gateway.checkoutParams({ ...order, method: 'card' })).toEqual({
        gateway: 'nicepay',
        clientId: CLIENT_ID,
        scriptUrl: 'https://pay.nicepay.co.kr/v1/js/',
        pageUrl: null,
        method: 'card',
        providerMethod: 'card',
        ...order,
      });
      expect(gateway.checkoutParams({ ...order, method: 'naverpay' }).providerMethod).toBe('naverpayCard');
      expect(gateway.checkoutParams({ ...order, method: 'kakaopay' }).providerMethod).toBe('kakaopay');
    });
  });

  describe('readReturn', () => {
    it('accepts a post signed with our secret for our client id', () => {
      expect(gateway.readReturn(returnPost())).toEqual({ ok: true, value: authenticatedReturn({ resultMessage: '인증 성공' }) });
    });

    it('refuses a signature made with another secret, or for another amount', () => {
      const forged = { ...returnPost(), signature: nicePayAuthSignature('NICETOKN1234', CLIENT_ID, '30000', 'guessed-secret') };
      expect(gateway.readReturn(forged)).toEqual({ ok: false, reason: 'bad-signature' });
      expect(gateway.readReturn({ ...returnPost(), amount: '100' })).toEqual({ ok: false, reason: 'bad-signature' });
      expect(gateway.readReturn({ ...returnPost(), signature: 'zz' })).toEqual({ ok: false, reason: 'bad-signature' });
    });

    it('refuses a post for another client id, even one correctly signed for it', () => {
      expect(gateway.readReturn(returnPost({ clientId: 'S2_someone-else' }))).toEqual({ ok: false, reason: 'bad-signature' });
    });

    it('reads a failed authentication, unsigned, as not authenticated', () => {
      const failed = { authResultCode: 'F113', authResultMsg: '사용자가 결제를 취소하였습니다.', clientId: CLIENT_ID, orderId: 'ORDER-1', amount: '30000' };
      expect(gateway.readReturn(failed)).toEqual({
        ok: true,
        value: { authenticated: false, resultCode: 'F113', resultMessage: '사용자가 결제를 취소하였습니다.', orderId: 'ORDER-1', amount: 30_000, tid: '', approvalContext: {} },
      });
    });

    it('calls a post without an order number or with a broken amount malformed', () => {
      expect(gateway.readReturn({ ...returnPost(), orderId: '' })).toEqual({ ok: false, reason: 'malformed' });
      expect(gateway.readReturn(returnPost({ amount: '30,000' }))).toEqual({ ok: false, reason: 'malformed' });
      expect(gateway.readReturn({})).toEqual({ ok: false, reason: 'malformed' });
      expect(gateway.readReturn({ ...returnPost(), orderId: '주문-1' })).toEqual({ ok: false, reason: 'malformed' });
    });

    it('reads the first of a repeated form field', () => {
      const post = returnPost();
      expect(gateway.readReturn({ ...post, amount: [post.amount, '1'] })).toMatchObject({ ok: true, value: { amount: 30_000 } });
    });
  });

  describe('approve', () => {
    it('approves with Basic client-id:secret-key and our amount, and reads the card', async () => {
      fake.answer = ({ path }) => ({ status: 200, body: fake.approvedAnswer(path.split('/')[3] ?? '', 30_000) });
      const outcome = await gateway.approve(authenticatedReturn(), 30_000);
      expect(outcome).toEqual({
        kind: 'approved',
        payment: {
          tid: 'nictest00m01012605011200000001',
          orderId: 'ORDER-1',
          amount: 30_000,
          method: 'card',
          paidAt: new Date('2026-05-01T03:00:01.000Z'),
          description: '신한카드 1234',
        },
      });
      expect(fake.received).toEqual([
        {
          method: 'POST',
          path: '/v1/payments/nictest00m01012605011200000001',
          authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`,
          body: { amount: 30_000 },
        },
      ]);
    });

    it('names the wallet for an easy payment', async () => {
      fake.answer = () => ({ status: 200, body: fake.approvedAnswer('nictest00m01012605011200000001', 30_000, { payMethod: 'naverpay' }) });
      const outcome = await gateway.approve(authenticatedReturn(), 30_000);
      expect(outcome).toMatchObject({ kind: 'approved', payment: { method: 'naverpay', description: '네이버페이 신한카드 1234' } });
    });

    it('answers declined with NicePay\'s code and message when it refuses', async () => {
      fake.answer = () => ({ status: 200, body: { resultCode: '3011', resultMsg: '카드번호 오류', tid: 'nictest00m01012605011200000001', status: 'failed' } });
      expect(await gateway.approve(authenticatedReturn(), 30_000)).toEqual({ kind: 'declined', code: '3011', message: '카드번호 오류', order: null });
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001']);
    });

    it('declines an answer that is not "paid", with a code that is not success', async () => {
      fake.answer = () => ({ status: 200, body: { ...fake.approvedAnswer('nictest00m01012605011200000001', 30_000), status: 'ready', resultMsg: '대기' } });
      expect(await gateway.approve(authenticatedReturn(), 30_000)).toEqual({ kind: 'declined', code: 'NICEPAY.STATUS_ready', message: '대기', order: { orderId: 'ORDER-1', amount: 30_000 } });
    });

    it('approves nothing for a failed authentication', async () => {
      const outcome = await gateway.approve(authenticatedReturn({ authenticated: false, resultCode: 'F113', resultMessage: '취소', tid: '' }), 30_000);
      expect(outcome).toEqual({ kind: 'declined', code: 'F113', message: '취소', order: null });
      expect(fake.received).toEqual([]);
    });

    it('answers the order and amount NicePay approved, not the order the return named (its signature does not cover orderId)', async () => {
      // A genuine authentication made for ORDER-7, posted back with ORDER-1's number.
      const tid = 'nictest00m01012605011200000077';
      fake.payments.set(tid, { orderId: 'ORDER-7', amount: 30_000, approved: false, cancels: [] });
      fake.answer = fake.asNicePay;
      const outcome = await gateway.approve(authenticatedReturn({ tid, orderId: 'ORDER-1' }), 30_000);
      expect(outcome).toMatchObject({ kind: 'approved', payment: { tid, orderId: 'ORDER-7', amount: 30_000 } });
      // The adapter only reports: giving it back is the checkout's decision (it compares with its order).
      expect(fake.paths()).toEqual([`/v1/payments/${tid}`]);
      // And the cancel the checkout sends then names the approval's own order.
      await gateway.cancel({ tid, orderId: 'ORDER-7', amount: 30_000, reason: '주문 정보 불일치' });
      expect(fake.received[1]).toMatchObject({ path: `/v1/payments/${tid}/cancel`, body: { orderId: 'ORDER-7', reason: '주문 정보 불일치' } });
    });

    it('answers the amount NicePay approved, even another than ours, without deciding for the checkout', async () => {
      fake.answer = () => ({ status: 200, body: fake.approvedAnswer('nictest00m01012605011200000001', 1000) });
      const outcome = await gateway.approve(authenticatedReturn(), 30_000);
      expect(outcome).toMatchObject({ kind: 'approved', payment: { orderId: 'ORDER-1', amount: 1000 } });
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001']);
    });

    it('names in a decline the order and amount NicePay\'s answer gives, and none for a tid NicePay does not know', async () => {
      const tid = 'nictest00m01012605011200000078';
      fake.payments.set(tid, { orderId: 'ORDER-8', amount: 30_000, approved: true, cancels: [] });
      fake.answer = fake.asNicePay;
      expect(await gateway.approve(authenticatedReturn({ tid }), 30_000)).toEqual({
        kind: 'declined',
        code: 'A225',
        message: '승인할 수 없는 거래입니다.',
        order: { orderId: 'ORDER-8', amount: 30_000 },
      });
      expect(await gateway.approve(authenticatedReturn({ tid: 'nictestunknown' }), 30_000)).toEqual({
        kind: 'declined',
        code: 'A123',
        message: '거래 정보가 없습니다.',
        order: null,
      });
    });

    it('gives back at once, by its tid, an approval whose answer names no order, and throws unavailable', async () => {
      fake.answer = ({ path }) =>
        path.endsWith('/cancel')
          ? { status: 200, body: { resultCode: '0000', resultMsg: '취소 성공', status: 'cancelled' } }
          : { status: 200, body: { ...fake.approvedAnswer('nictest00m01012605011200000001', 30_000), orderId: undefined } };
      await expect(gateway.approve(authenticatedReturn(), 30_000)).rejects.toMatchObject({ code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001', '/v1/payments/nictest00m01012605011200000001/cancel']);
    });

    it('throws unavailable on a 5xx, after the network cancel', async () => {
      fake.answer = ({ path }) => (path === '/v1/payments/netcancel' ? { status: 200, body: { resultCode: '0000' } } : { status: 502, body: { error: 'bad gateway' } });
      const approval = gateway.approve(authenticatedReturn(), 30_000);
      await expect(approval).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
      await expect(approval).rejects.toMatchObject({ code: 'CHECKOUT.PAYMENT_UNAVAILABLE', userMessage: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001', '/v1/payments/netcancel']);
    });

    it('on a time-out sends NicePay\'s network cancel for the order, then throws unavailable', async () => {
      fake.answer = ({ path }) => (path === '/v1/payments/netcancel' ? { status: 200, body: { resultCode: '0000', resultMsg: '망취소 성공' } } : 'hang');
      await expect(gateway.approve(authenticatedReturn(), 30_000)).rejects.toMatchObject({ name: 'OutsideServiceUnavailableError', code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
      expect(fake.received.map(({ path, body, authorization }) => ({ path, body, basic: authorization?.startsWith('Basic ') }))).toEqual([
        { path: '/v1/payments/nictest00m01012605011200000001', body: { amount: 30_000 }, basic: true },
        { path: '/v1/payments/netcancel', body: { orderId: 'ORDER-1' }, basic: true },
      ]);
    });

    it('network-cancels an answer it cannot read, or one whose signature is not NicePay\'s', async () => {
      fake.answer = ({ path }) => (path === '/v1/payments/netcancel' ? { status: 200, body: { resultCode: '0000' } } : 'garbage');
      await expect(gateway.approve(authenticatedReturn(), 30_000)).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001', '/v1/payments/netcancel']);

      fake.received.length = 0;
      fake.answer = ({ path }) =>
        path === '/v1/payments/netcancel' ? { status: 200, body: { resultCode: '0000' } } : { status: 200, body: { ...fake.approvedAnswer('nictest00m01012605011200000001', 30_000), signature: 'a'.repeat(64) } };
      await expect(gateway.approve(authenticatedReturn(), 30_000)).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
      expect(fake.paths()).toEqual(['/v1/payments/nictest00m01012605011200000001', '/v1/payments/netcancel']);
    });

    it('throws unavailable when NicePay cannot be reached', async () => {
      const closed = new FakeNicePay(CLIENT_ID, SECRET);
      const base = await closed.start();
      await closed.stop();
      const unreachable = new NicePayGateway({ clientId: CLIENT_ID, secretKey: SECRET, apiBaseUrl: base, sdkUrl: 'x' }, 300, { now: () => NOW });
      await expect(unreachable.approve(authenticatedReturn(), 30_000)).rejects.toMatchObject({ code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
    });
  });

  describe('cancel', () => {
    it('cancels the whole payment with the reason and our order number', async () => {
      fake.answer = () => ({ status: 200, body: { resultCode: '0000', resultMsg: '취소 성공', status: 'cancelled' } });
      await gateway.cancel({ tid: 'nictest00m01012605011200000001', orderId: 'ORDER-1', amount: 30_000, reason: '고객 요청' });
      expect(fake.received).toEqual([
        {
          method: 'POST',
          path: '/v1/payments/nictest00m01012605011200000001/cancel',
          authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`,
          body: { reason: '고객 요청', orderId: 'ORDER-1' },
        },
      ]);
    });

    it('sends cancelAmt for a partial cancel (a return refunded in part), and only then', async () => {
      fake.answer = () => ({ status: 200, body: { resultCode: '0000', resultMsg: '부분 취소 성공', status: 'partialCancelled' } });
      await gateway.cancel({ tid: 'nictest00m01012605011200000001', orderId: 'ORDER-1', amount: 12_000, reason: '반품 환불', partial: true });
      expect(fake.received).toEqual([
        expect.objectContaining({ path: '/v1/payments/nictest00m01012605011200000001/cancel', body: { reason: '반품 환불', orderId: 'ORDER-1', cancelAmt: 12_000 } }),
      ]);
    });

    it('throws unavailable when NicePay refuses or fails', async () => {
      fake.answer = () => ({ status: 200, body: { resultCode: '2012', resultMsg: '취소 불가 거래' } });
      await expect(gateway.cancel({ tid: 't1', orderId: 'ORDER-1', amount: 1, reason: 'r' })).rejects.toMatchObject({ code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
      fake.answer = () => ({ status: 500, body: {} });
      await expect(gateway.cancel({ tid: 't1', orderId: 'ORDER-1', amount: 1, reason: 'r' })).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
    });
  });

  describe('refundedSoFar (거래 조회) and a cancel sent twice', () => {
    it('reads what NicePay has given back from the payment\'s balance; a second cancel with the same key is refused, and the lookup says it went through', async () => {
      const tid = 'nictest00m01012605011200000090';
      fake.payments.set(tid, { orderId: 'ORDER-9', amount: 30_000, approved: true, cancels: [] });
      fake.answer = fake.asNicePay;
      expect(await gateway.refundedSoFar(tid)).toBe(0);
      await gateway.cancel({ tid, orderId: 'ORDER-9', amount: 12_000, reason: '반품 환불', partial: true, idempotencyKey: 'ORDER-9-R1' });
      expect(await gateway.refundedSoFar(tid)).toBe(12_000);
      await expect(gateway.cancel({ tid, orderId: 'ORDER-9', amount: 12_000, reason: '반품 환불', partial: true, idempotencyKey: 'ORDER-9-R1' })).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
      expect(await gateway.refundedSoFar(tid)).toBe(12_000);
      await gateway.cancel({ tid, orderId: 'ORDER-9', amount: 18_000, reason: '구매자 취소', idempotencyKey: 'ORDER-9-R2' });
      expect(await gateway.refundedSoFar(tid)).toBe(30_000);
      expect(fake.received.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual(Array(4).fill(`/v1/payments/${tid}`));
    });

    it('answers null (unknown) when NicePay does not know the payment, fails, hangs or leaves the amounts out', async () => {
      fake.answer = fake.asNicePay;
      expect(await gateway.refundedSoFar('nictestunknown')).toBeNull();
      fake.answer = () => ({ status: 500, body: {} });
      expect(await gateway.refundedSoFar('t1')).toBeNull();
      fake.answer = () => 'hang';
      expect(await gateway.refundedSoFar('t1')).toBeNull();
      fake.answer = () => ({ status: 200, body: { resultCode: '0000', tid: 't1', status: 'paid' } });
      expect(await gateway.refundedSoFar('t1')).toBeNull();
      fake.answer = () => ({ status: 200, body: { resultCode: '0000', tid: 'another', amount: 1000, balanceAmt: 0, status: 'cancelled' } });
      expect(await gateway.refundedSoFar('t1')).toBeNull();
    });
  });

  it('never logged the secret key, the authToken or the Authorization header (every test above)', () => {
    expect(logged.length).toBeGreaterThan(0);
    const basic = Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64');
    for (const line of logged) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('NICETOKN1234');
      expect(line).not.toContain(basic);
    }
  });
});

import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { InMemoryJobQueue } from '../../../../../shared/application/testing/in-memory-job-queue';
import { InMemoryRefunds } from '../../testing/in-memory-refunds';
import { ScriptedGateway } from '../../testing/scripted-gateway';
import { REFUND_EXPIRE_IN_SECONDS, REFUND_JOB, RequestRefundsService } from '../request-refunds/request-refunds.service';
import { ApprovePaymentAtProviderService } from './approve-payment-at-provider.service';

const ORDER = { id: 4, orderNumber: '20261123-7KQ4M9XH2C', totalPrice: 34_000 };
const PAID_AT = new Date('2026-11-23T03:00:05Z');

function setup() {
  const gateway = new ScriptedGateway();
  const rows = new InMemoryRefunds();
  const jobs = new InMemoryJobQueue();
  const requests = new RequestRefundsService(rows, jobs, { refundRetry: { retryLimit: 1, retryDelaySeconds: 0 } }, { now: () => PAID_AT });
  const service = new ApprovePaymentAtProviderService(gateway, requests);
  const read = service.readReturn({ authResultCode: '0000', orderId: ORDER.orderNumber, amount: '34000', tid: 'tid-1', signature: 'good' });
  if (!read.ok) throw new Error('the scripted return did not read');
  return { gateway, rows, jobs, service, ret: read.value };
}

describe('ApprovePaymentAtProviderService', () => {
  it('reads the return through the gateway (its signature), changing nothing', () => {
    const { gateway, service } = setup();
    expect(service.readReturn({ signature: 'forged' })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(gateway.approvals).toEqual([]);
  });

  it('approves the order\'s own amount, never the return\'s, and answers the payment with the gateway that took it', async () => {
    const { gateway, service, ret } = setup();
    const outcome = await service.approve({ ...ret, amount: 1_000 }, ORDER);
    expect(gateway.approvals).toEqual([{ tid: 'tid-1', amount: 34_000 }]);
    expect(outcome).toEqual({
      kind: 'approved',
      gateway: 'sandbox',
      payment: { tid: 'tid-1', orderId: ORDER.orderNumber, amount: 34_000, method: 'card', paidAt: PAID_AT, description: '테스트카드 1234' },
    });
  });

  it('answers an approval of another order\'s authentication, or of another amount, as not this order\'s', async () => {
    const { gateway, service, ret } = setup();
    const stranger = { tid: 'tid-1', orderId: '20261123-OTHERORDER', amount: 34_000, method: 'card' as const, paidAt: PAID_AT, description: '테스트카드 9999' };
    gateway.queuedApprovals = [
      { kind: 'approved', payment: stranger },
      { kind: 'approved', payment: { ...stranger, orderId: ORDER.orderNumber, amount: 1_000 } },
    ];
    expect(await service.approve(ret, ORDER)).toEqual({ kind: 'not-for-order', payment: stranger });
    expect(await service.approve(ret, ORDER)).toEqual({ kind: 'not-for-order', payment: { ...stranger, orderId: ORDER.orderNumber, amount: 1_000 } });
    // Nothing is given back until the caller says so, in its unit of work.
    expect(gateway.cancels).toEqual([]);
  });

  it('says whether a decline is about this very order (its number and amount)', async () => {
    const { gateway, service, ret } = setup();
    gateway.queuedApprovals = [
      { kind: 'declined', code: 'F113', message: '카드 한도가 초과되었습니다.', order: { orderId: ORDER.orderNumber, amount: ORDER.totalPrice } },
      { kind: 'declined', code: 'A225', message: '승인할 수 없는 거래입니다.', order: { orderId: '20261123-OTHERORDER', amount: ORDER.totalPrice } },
      { kind: 'declined', code: 'A225', message: '승인할 수 없는 거래입니다.', order: { orderId: ORDER.orderNumber, amount: 1_000 } },
      { kind: 'declined', code: 'A123', message: '거래 정보가 없습니다.', order: null },
    ];
    expect(await service.approve(ret, ORDER)).toEqual({ kind: 'declined', code: 'F113', message: '카드 한도가 초과되었습니다.', aboutThisOrder: true });
    for (let n = 0; n < 3; n += 1) expect(await service.approve(ret, ORDER)).toMatchObject({ kind: 'declined', aboutThisOrder: false });
  });

  it('answers an unreachable provider with its message (the adapter sent the network cancel)', async () => {
    const { gateway, service, ret } = setup();
    gateway.nextApproval = new OutsideServiceUnavailableError('CHECKOUT.PAYMENT_UNAVAILABLE', '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', 'timeout');
    expect(await service.approve(ret, ORDER)).toEqual({ kind: 'unavailable', message: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
  });

  it('throws an unexpected failure: whether money moved is unknown, so the caller leaves its claim for the reconciliation', async () => {
    const { gateway, service, ret } = setup();
    gateway.nextApproval = new Error('sandbox store lost its connection');
    await expect(service.approve(ret, ORDER)).rejects.toThrow('sandbox store lost its connection');
  });

  it('gives an approval back whole as a refund (cause approval, nothing to settle) and its job, under the order named', async () => {
    const { rows, jobs, service } = setup();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    const payment = { tid: 'tid-1', orderId: '20261123-OTHERORDER', amount: 34_000, method: 'card' as const, paidAt: PAID_AT, description: '' };
    await service.giveBack({ id: 9, orderNumber: '20261123-OTHERORDER' }, payment, '주문 정보 불일치');
    expect(rows.all()).toMatchObject([
      { orderId: 9, orderNumber: '20261123-OTHERORDER', gateway: 'sandbox', tid: 'tid-1', amount: 34_000, partial: false, cause: 'approval', reason: '주문 정보 불일치', settlement: null, status: 'pending', idempotencyKey: '20261123-OTHERORDER-R1' },
    ]);
    expect(enqueue).toHaveBeenCalledWith(REFUND_JOB, { refundId: rows.all()[0].id }, expect.objectContaining({ idempotencyKey: '20261123-OTHERORDER-R1', expireInSeconds: REFUND_EXPIRE_IN_SECONDS }));
  });
});

import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';
import { InMemoryMetrics } from '../../../../shared/application/testing/in-memory-metrics';
import type { PaymentReturn } from '../../application/ports/payment-gateway.port';
import { ScriptedGateway } from '../../application/testing/scripted-gateway';
import { MeteredPaymentGateway } from './metered-payment-gateway';

const RETURN: PaymentReturn = { authenticated: true, resultCode: '0000', resultMessage: '', orderId: 'O-1', amount: 1000, tid: 't-1', approvalContext: {} };
const DURATION = 'shop_payment_gateway_duration_seconds';

function metered() {
  const inner = new ScriptedGateway();
  const metrics = new InMemoryMetrics();
  let clock = 0;
  const gateway = new MeteredPaymentGateway(inner, metrics, () => (clock += 250));
  return { inner, metrics, gateway };
}

describe('MeteredPaymentGateway', () => {
  it('passes every call through and times approvals by outcome', async () => {
    const { inner, metrics, gateway } = metered();
    expect(gateway.name).toBe('sandbox');
    expect((await gateway.approve(RETURN, 1000)).kind).toBe('approved');
    inner.nextApproval = { kind: 'declined', code: 'F100', message: '한도 초과', order: null };
    expect((await gateway.approve(RETURN, 1000)).kind).toBe('declined');
    expect(inner.approvals).toHaveLength(2);
    expect(metrics.observedCount(DURATION, { gateway: 'sandbox', operation: 'approve', outcome: 'approved' })).toBe(1);
    expect(metrics.observedCount(DURATION, { gateway: 'sandbox', operation: 'approve', outcome: 'declined' })).toBe(1);
    expect(metrics.counted('shop_payment_gateway_errors_total', { gateway: 'sandbox', operation: 'approve' })).toBe(0);
  });

  it('counts a call that threw as an error and throws it on', async () => {
    const { inner, metrics, gateway } = metered();
    const down = new OutsideServiceUnavailableError('CHECKOUT.PAYMENT_UNAVAILABLE', '결제 서비스에 연결할 수 없습니다.', 'provider down');
    inner.nextApproval = down;
    await expect(gateway.approve(RETURN, 1000)).rejects.toBe(down);
    inner.cancelFails = true;
    await expect(gateway.cancel({ tid: 't-1', orderId: 'O-1', amount: 1000, reason: 'x' })).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
    expect(metrics.counted('shop_payment_gateway_errors_total', { gateway: 'sandbox', operation: 'approve' })).toBe(1);
    expect(metrics.counted('shop_payment_gateway_errors_total', { gateway: 'sandbox', operation: 'cancel' })).toBe(1);
    expect(metrics.observedCount(DURATION, { gateway: 'sandbox', operation: 'cancel', outcome: 'error' })).toBe(1);
    expect(metrics.counted('shop_refunds_total', { partial: 'false' })).toBe(0);
  });

  it('counts each payment given back, full or partial', async () => {
    const { inner, metrics, gateway } = metered();
    await gateway.cancel({ tid: 't-1', orderId: 'O-1', amount: 1000, reason: '취소' });
    await gateway.cancel({ tid: 't-2', orderId: 'O-2', amount: 300, reason: '반품', partial: true });
    expect(inner.cancels).toHaveLength(2);
    expect(metrics.counted('shop_refunds_total', { partial: 'false' })).toBe(1);
    expect(metrics.counted('shop_refunds_total', { partial: 'true' })).toBe(1);
    expect(metrics.observedCount(DURATION, { gateway: 'sandbox', operation: 'cancel', outcome: 'cancelled' })).toBe(2);
  });
});

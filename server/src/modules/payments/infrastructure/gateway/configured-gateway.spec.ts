import { configuredGateway } from './configured-gateway';
import { InMemorySandboxPaymentStore } from './sandbox/in-memory-sandbox-payment.store';

const nicepay = { clientId: 'S2_client', secretKey: 'secret', apiBaseUrl: 'https://sandbox-api.nicepay.co.kr', sdkUrl: 'https://pay.nicepay.co.kr/v1/js/' };
const clock = { now: () => new Date('2026-11-27T03:00:00Z') };

describe('configuredGateway', () => {
  it('is in test mode for NICEPAY_MODE=test and for the sandbox, and takes money only with NICEPAY_MODE=live', () => {
    const store = new InMemorySandboxPaymentStore(clock);
    const base = { nicepay, approvalTimeoutMs: 15_000 };
    expect(configuredGateway({ ...base, gateway: 'nicepay', mode: 'test' }, store, clock)).toMatchObject({ name: 'nicepay', testMode: true });
    expect(configuredGateway({ ...base, gateway: 'nicepay', mode: 'live' }, store, clock)).toMatchObject({ name: 'nicepay', testMode: false });
    expect(configuredGateway({ ...base, gateway: 'sandbox', mode: 'live' }, store, clock)).toMatchObject({ name: 'sandbox', testMode: true });
  });
});

import { isTestOrder } from './test-order';

describe('isTestOrder', () => {
  it('is a test order when a payment was approved in test mode, and not before payment or with real payments', () => {
    expect(isTestOrder({ payments: [] })).toBe(false);
    expect(isTestOrder({ payments: [{ test: false }] })).toBe(false);
    expect(isTestOrder({ payments: [{ test: true }] })).toBe(true);
  });
});

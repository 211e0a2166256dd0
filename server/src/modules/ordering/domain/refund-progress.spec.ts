import { refundProgress } from './refund-progress';

describe('refundProgress', () => {
  it('is null without refunds, PENDING until all are confirmed (a failed one included), DONE after', () => {
    expect(refundProgress([])).toBeNull();
    expect(refundProgress([{ status: 'pending' }])).toBe('PENDING');
    expect(refundProgress([{ status: 'failed' }])).toBe('PENDING');
    expect(refundProgress([{ status: 'succeeded' }, { status: 'pending' }])).toBe('PENDING');
    expect(refundProgress([{ status: 'succeeded' }, { status: 'succeeded' }])).toBe('DONE');
  });
});

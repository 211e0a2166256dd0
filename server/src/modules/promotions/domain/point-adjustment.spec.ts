import { checkPointAdjustment } from './point-adjustment';

describe('checkPointAdjustment', () => {
  it('adds and takes away within the balance', () => {
    expect(checkPointAdjustment(500, 1000)).toEqual({ ok: true, value: { before: 1000, after: 1500 } });
    expect(checkPointAdjustment(-1000, 1000)).toEqual({ ok: true, value: { before: 1000, after: 0 } });
  });

  it('refuses to go below zero with a Korean message', () => {
    const result = checkPointAdjustment(-1001, 1000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('보유 적립금(1,000원)보다 많이 차감할 수 없습니다.');
  });

  it('refuses zero and fractions', () => {
    expect(checkPointAdjustment(0, 10).ok).toBe(false);
    expect(checkPointAdjustment(1.5, 10).ok).toBe(false);
  });
});

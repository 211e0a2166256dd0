import { checkPointsUse, PointsEarnPolicy, POINTS_MINIMUM_TO_USE } from './points';

describe('checkPointsUse', () => {
  it('always lets 0 through, whatever the balance', () => {
    expect(checkPointsUse(0, 0, 0)).toEqual({ ok: true, value: 0 });
  });

  it('needs a balance of at least 100', () => {
    expect(POINTS_MINIMUM_TO_USE).toBe(100);
    expect(checkPointsUse(50, 99, 10_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_BELOW_MINIMUM' });
    expect(checkPointsUse(50, 100, 10_000)).toEqual({ ok: true, value: 50 });
  });

  it('never more than held, nor more than the cap', () => {
    expect(checkPointsUse(1_001, 1_000, 10_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_BALANCE' });
    expect(checkPointsUse(1_000, 1_000, 999)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_PRICE' });
    expect(checkPointsUse(1_000, 1_000, 1_000)).toEqual({ ok: true, value: 1_000 });
  });

  it('refuses negative and fractional points', () => {
    expect(checkPointsUse(-1, 1_000, 1_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_INVALID' });
    expect(checkPointsUse(1.5, 1_000, 1_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_INVALID' });
  });
});

describe('PointsEarnPolicy', () => {
  it('earns floor(paid goods total × rate / 100)', () => {
    expect(new PointsEarnPolicy(1).pointsFor(59_990)).toBe(599);
    expect(new PointsEarnPolicy(3).pointsFor(10_050)).toBe(301);
    expect(new PointsEarnPolicy(1).pointsFor(99)).toBe(0);
    expect(new PointsEarnPolicy(0).pointsFor(100_000)).toBe(0);
    expect(new PointsEarnPolicy(1).pointsFor(-5)).toBe(0);
  });

  it('refuses a rate outside 0-100', () => {
    expect(() => new PointsEarnPolicy(101)).toThrow();
    expect(() => new PointsEarnPolicy(-1)).toThrow();
  });
});

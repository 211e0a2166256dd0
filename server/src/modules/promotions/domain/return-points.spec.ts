import { pointsOnReturn } from './return-points';

const WHOLE = { whole: true, refunded: 30_000, paid: 30_000 };

describe('pointsOnReturn', () => {
  it('a whole return gives back every used point and takes back every earned one', () => {
    expect(pointsOnReturn(1_000, 300, 5_000, WHOLE)).toEqual({ giveBack: 1_000, takeBack: 300, uncollected: 0 });
  });

  it('a whole return after an earlier partial refund is still whole', () => {
    expect(pointsOnReturn(1_000, 300, 5_000, { whole: true, refunded: 10_000, paid: 30_000 })).toEqual({ giveBack: 1_000, takeBack: 300, uncollected: 0 });
  });

  it('a partial return moves both in proportion to the refunded share, rounded down', () => {
    expect(pointsOnReturn(1_000, 300, 5_000, { whole: false, refunded: 10_000, paid: 30_000 })).toEqual({ giveBack: 333, takeBack: 100, uncollected: 0 });
    expect(pointsOnReturn(999, 299, 5_000, { whole: false, refunded: 15_000, paid: 30_000 })).toEqual({ giveBack: 499, takeBack: 149, uncollected: 0 });
  });

  it('a partial return of 0 won moves nothing', () => {
    expect(pointsOnReturn(1_000, 300, 5_000, { whole: false, refunded: 0, paid: 30_000 })).toEqual({ giveBack: 0, takeBack: 0, uncollected: 0 });
  });

  it('never takes the balance below zero: what the member already spent stays uncollected', () => {
    expect(pointsOnReturn(0, 300, 120, WHOLE)).toEqual({ giveBack: 0, takeBack: 120, uncollected: 180 });
    expect(pointsOnReturn(0, 300, 0, WHOLE)).toEqual({ giveBack: 0, takeBack: 0, uncollected: 300 });
    expect(pointsOnReturn(0, 300, -50, WHOLE)).toEqual({ giveBack: 0, takeBack: 0, uncollected: 300 });
  });

  it('counts the used points given back first, so they can cover what is taken back', () => {
    expect(pointsOnReturn(200, 300, 150, WHOLE)).toEqual({ giveBack: 200, takeBack: 300, uncollected: 0 });
  });

  it('an order that neither used nor earned points moves nothing', () => {
    expect(pointsOnReturn(0, 0, 5_000, WHOLE)).toEqual({ giveBack: 0, takeBack: 0, uncollected: 0 });
  });
});

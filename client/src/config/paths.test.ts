import { paths } from './paths';

describe('paths', () => {
  it('builds detail links under the list they come from', () => {
    expect(paths.goodsDetail.getHref('bags', 12)).toBe('/bags/12');
    expect(paths.cart.getHref()).toBe('/?cart=on');
  });
});

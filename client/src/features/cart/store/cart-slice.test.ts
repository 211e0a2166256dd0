import type { LineItem, SelectedOption } from '@/lib/line-item';
import { lineKey } from '@/lib/line-item';
import { selectCartCount, selectCartItems, selectCartTitle, selectCartTotal } from './cart-selectors';
import { cartReducer, decrease, deleteItem, increase, initialize, insert, type CartState } from './cart-slice';

const strapLong = { categoryId: 2, categoryName: '스트랩 길이', optId: 6, optName: '롱 (120cm)', price: 5000 };
const strapShort = { categoryId: 2, categoryName: '스트랩 길이', optId: 5, optName: '숏 (100cm)', price: 0 };

const tote = (count: number, options: SelectedOption[] = [strapLong]): LineItem => ({
  id: 3,
  goodsName: '미니 토트백',
  thumb_src: '/images/goods/mini-tote-1.svg',
  price: 189000,
  count,
  options,
});

const wallet = (count: number): LineItem => ({
  id: 8,
  goodsName: '반지갑',
  thumb_src: '/images/goods/wallet-1.svg',
  price: 89000,
  count,
  options: [],
});

const run = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce<CartState>((state, action) => cartReducer(state, action), cartReducer(undefined, { type: '@@init' }));

const root = (cart: CartState) => ({ cart });

describe('cart slice', () => {
  it('starts empty', () => {
    expect(run().items).toEqual([]);
  });

  it('insert merges a line with the same id and options by adding the counts', () => {
    const state = run(insert(tote(1)), insert(tote(2)));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].count).toBe(3);
  });

  it('insert appends when the id or the options differ', () => {
    const state = run(insert(tote(1)), insert(tote(1, [strapShort])), insert(wallet(2)));
    expect(state.items.map((i) => [i.id, i.count, i.options.map((o) => o.optId)])).toEqual([
      [3, 1, [6]],
      [3, 1, [5]],
      [8, 2, []],
    ]);
  });

  it('increase and decrease change one line by one; the state itself has no lower bound', () => {
    const key = lineKey(tote(1));
    expect(run(insert(tote(1)), increase(key), increase(key)).items[0].count).toBe(3);
    expect(run(insert(tote(1)), decrease(key)).items[0].count).toBe(0);
    expect(run(insert(tote(1)), decrease(key), decrease(key)).items[0].count).toBe(-1);
  });

  it('increase leaves other lines alone', () => {
    const state = run(insert(tote(1)), insert(wallet(1)), increase(lineKey(wallet(1))));
    expect(state.items.map((i) => i.count)).toEqual([1, 2]);
  });

  it('deleteItem removes only that line', () => {
    const state = run(insert(tote(1)), insert(wallet(1)), deleteItem(lineKey(wallet(1))));
    expect(state.items.map((i) => i.id)).toEqual([3]);
  });

  it('a line without options is keyed by its id', () => {
    expect(lineKey(wallet(1))).toBe('8');
    expect(run(insert(wallet(1)), deleteItem('8')).items).toEqual([]);
  });

  it('initialize empties the cart', () => {
    expect(run(insert(tote(1)), insert(wallet(3)), initialize()).items).toEqual([]);
  });
});

describe('cart selectors', () => {
  const state = root(run(insert(tote(2)), insert(wallet(1))));

  it('total is (price + options) × count over all lines', () => {
    expect(selectCartTotal(state)).toBe((189000 + 5000) * 2 + 89000);
  });

  it('count is the number of pieces', () => {
    expect(selectCartCount(state)).toBe(3);
    expect(selectCartItems(state)).toHaveLength(2);
  });

  it('title is the first name plus 외 N건 for the other lines', () => {
    expect(selectCartTitle(state)).toBe('미니 토트백 외 1건');
    expect(selectCartTitle(root(run(insert(wallet(4)))))).toBe('반지갑');
    expect(selectCartTitle(root(run()))).toBe('');
  });
});

describe('cart lines with engraving texts', () => {
  const engraved = (text: string, count = 1) => tote(count, [strapLong, { categoryId: 3, categoryName: '각인', optId: 7, optName: '이니셜 각인', price: 10000, text, textLabel: '이니셜' }]);

  it('keeps the same goods and options with different texts as two lines, and merges the same text', () => {
    const state = run(insert(engraved('JHK')), insert(engraved('ABC')), insert(engraved('JHK', 2)));
    expect(state.items.map((item) => [item.options[1].text, item.count])).toEqual([
      ['JHK', 3],
      ['ABC', 1],
    ]);
    expect(selectCartTotal(root(state))).toBe((189000 + 5000 + 10000) * 4);
  });

  it('keys a line without texts as carts persisted before texts existed did', () => {
    expect(lineKey(tote(1))).toBe('3:2-6');
    expect(lineKey(engraved('JHK'))).toBe('3:2-6.3-7~JHK');
    const persisted = { items: [tote(2)] };
    expect(cartReducer(persisted, increase('3:2-6')).items[0].count).toBe(3);
  });
});

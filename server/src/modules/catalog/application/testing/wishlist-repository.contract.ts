/* The wishlist port's contract: the in-memory fake (unit) and the SQL adapter (contract suite) both pass it. */
import type { WishlistItem } from '../../domain/wishlist';
import type { WishlistRepositoryPort } from '../ports/wishlist.repository.port';

export interface WishlistPortWorld {
  repository: WishlistRepositoryPort;
  /** Runs the work as one unit of work, as the use cases do. */
  unit<T>(work: () => Promise<T>): Promise<T>;
  /** Two members with empty wishlists. */
  members: [number, number];
  /** Three goods on sale, one hidden (deleted in the back office), one id no goods has. */
  goods: { onSale: [number, number, number]; hidden: number; unknown: number };
  /** The item as the port must answer it for a goods id, without its savedAt. */
  expected(goodsId: number): Promise<Omit<WishlistItem, 'savedAt'>>;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

export function describeWishlistRepositoryContract(label: string, setUp: () => Promise<WishlistPortWorld>): void {
  describe(`WishlistRepositoryPort contract: ${label}`, () => {
    let world: WishlistPortWorld;
    let repo: WishlistRepositoryPort;
    let a: number;
    let b: number;

    beforeEach(async () => {
      world = await setUp();
      repo = world.repository;
      [a, b] = world.members;
      await repo.removeAllOf([a, b]);
    });

    it('tells goods on sale, hidden and unknown apart', async () => {
      expect(await repo.goodsStatus(world.goods.onSale[0])).toBe('on-sale');
      expect(await repo.goodsStatus(world.goods.hidden)).toBe('hidden');
      expect(await repo.goodsStatus(world.goods.unknown)).toBe('unknown');
    });

    it('adds a pair once: the second add changes nothing and answers false', async () => {
      const [first] = world.goods.onSale;
      expect(await world.unit(() => repo.add(a, first, at(1)))).toBe(true);
      expect(await world.unit(() => repo.add(a, first, at(2)))).toBe(false);
      expect(await repo.has(a, first)).toBe(true);
      expect(await repo.count(a)).toBe(1);
      expect(await repo.has(b, first)).toBe(false);
      expect(await repo.count(b)).toBe(0);
    });

    it('removes a pair once, and only that member\'s', async () => {
      const [first] = world.goods.onSale;
      await world.unit(async () => {
        await repo.add(a, first, at(1));
        await repo.add(b, first, at(1));
      });
      expect(await world.unit(() => repo.remove(a, first))).toBe(true);
      expect(await world.unit(() => repo.remove(a, first))).toBe(false);
      expect(await repo.has(a, first)).toBe(false);
      expect(await repo.has(b, first)).toBe(true);
    });

    it('lists ids and pages newest first, hidden goods included and marked, with the goods\' facts', async () => {
      const [first, second, third] = world.goods.onSale;
      await world.unit(async () => {
        await repo.reserve(a);
        await repo.add(a, first, at(1));
        await repo.add(a, world.goods.hidden, at(2));
        await repo.add(a, second, at(3));
        await repo.add(a, third, at(4));
      });
      expect(await repo.goodsIds(a)).toEqual([third, second, world.goods.hidden, first]);
      const page = await repo.page(a, { page: 0, size: 3 });
      expect(page).toMatchObject({ page: 0, size: 3, totalElements: 4, totalPages: 2, first: true, last: false, empty: false });
      expect(page.content).toEqual([
        { ...(await world.expected(third)), savedAt: at(4) },
        { ...(await world.expected(second)), savedAt: at(3) },
        { ...(await world.expected(world.goods.hidden)), savedAt: at(2) },
      ]);
      expect(page.content[2].onSale).toBe(false);
      expect(page.content[0].onSale).toBe(true);
      const next = await repo.page(a, { page: 1, size: 3 });
      expect(next.content.map((item) => item.goodsId)).toEqual([first]);
      expect(next).toMatchObject({ last: true, totalElements: 4 });
      expect(await repo.page(b, { page: 0, size: 3 })).toMatchObject({ content: [], totalElements: 0, empty: true });
    });

    it('forgets the named members only, and says how many rows went', async () => {
      const [first, second] = world.goods.onSale;
      await world.unit(async () => {
        await repo.add(a, first, at(1));
        await repo.add(a, second, at(2));
        await repo.add(b, first, at(1));
      });
      expect(await world.unit(() => repo.removeAllOf([a]))).toBe(2);
      expect(await repo.goodsIds(a)).toEqual([]);
      expect(await repo.goodsIds(b)).toEqual([first]);
      expect(await world.unit(() => repo.removeAllOf([]))).toBe(0);
    });
  });
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { WishlistRepositoryPort } from '../../src/modules/catalog/application/ports/wishlist.repository.port';
import { describeWishlistRepositoryContract } from '../../src/modules/catalog/application/testing/wishlist-repository.contract';
import { WISHLIST_REPOSITORY } from '../../src/modules/catalog/catalog.di-tokens';
import type { CatalogCategoryId } from '../../src/modules/catalog/domain/catalog-category';
import { WISHLIST_CAPACITY } from '../../src/modules/catalog/domain/wishlist';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { HousekeepingScheduler } from '../../src/shared/infrastructure/housekeeping/housekeeping.scheduler';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { type Answer, signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const FULL = '찜한 상품은 최대 200개까지 담을 수 있습니다. 찜 목록을 정리한 뒤 다시 시도해주세요.';
const WISHLIST = '/api/member/wishlist';

interface WishlistItem {
  id: number;
  goodsName: string;
  price: number;
  thumb_src: string;
  showGoods: { id: number; categoryId: number }[];
  onSale: boolean;
  savedAt: string;
}

interface Change {
  goodsId: number;
  wished: boolean;
  changed: boolean;
  count: number;
}

const dto = <T>(answer: Answer): T => {
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
  return answer.body.dto as T;
};

async function rows(memberId: number): Promise<number[]> {
  const found = await sql<{ goods_id: string }>('SELECT goods_id FROM wishlist WHERE member_id = $1 ORDER BY goods_id', [memberId]);
  return found.map((row) => Number(row.goods_id));
}

/** Goods only this file uses: on sale (in a category, for the product page's address) and hidden ones. */
async function fixtureGoods(count: number, options: { deleted?: boolean; prefix?: string } = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(await insertGoods({ goodsName: `${options.prefix ?? '찜 테스트 백'} ${i + 1}`, price: 10_000 * (i + 1), contents: '', categories: [1], deleted: options.deleted }));
  }
  return ids;
}

/** `count` goods in one statement (the capacity's fixtures), hidden unless said, in no category. */
async function goodsInBulk(count: number, hidden = true): Promise<number[]> {
  const inserted = await sql<{ id: string }>(
    `INSERT INTO goods (goods_name, price, contents, thumb_src, display_order, deleted_at)
     SELECT '찜 한도 상품 ' || n, 1000, '', '/images/goods/fixture.svg', 9999, CASE WHEN $2 THEN now() END FROM generate_series(1, $1) AS n RETURNING id`,
    [count, hidden],
  );
  return inserted.map((row) => Number(row.id));
}

/** Saves goods for a member straight in the table (hidden goods cannot be saved through the API). */
async function saveDirectly(memberId: number, goodsIds: number[]): Promise<void> {
  await sql(`INSERT INTO wishlist (member_id, goods_id, created) SELECT $1, unnest($2::bigint[]), now() - interval '1 day'`, [memberId, goodsIds]);
}

describe('wishlist (contract)', () => {
  let app: NestFastifyApplication;
  let onSale: number[];
  let hidden: number[];
  const made: number[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    onSale = await fixtureGoods(4);
    hidden = await fixtureGoods(1, { deleted: true, prefix: '판매 종료 백' });
    made.push(...onSale, ...hidden);
  });

  afterAll(async () => {
    // Fixture goods go again (their wishlist rows with them, ON DELETE CASCADE), so no later suite counts them.
    await deleteGoods(made);
    await app.close();
  });

  const add = (member: SignedUp, goodsId: unknown, memberId: unknown = member.id) => member.browser.post(WISHLIST, { memberId, goodsId });
  const remove = (member: SignedUp, goodsId: number | string, memId: number | string = member.id) => member.browser.delete(`${WISHLIST}/${goodsId}`, { memId });
  const list = (member: SignedUp, query: Record<string, number | string> = {}) => member.browser.get(WISHLIST, { memId: member.id, ...query });
  const ids = (member: SignedUp, memId: number = member.id) => member.browser.get(`${WISHLIST}/ids`, { memId });

  it('answers 401 to a guest on every call, and writes nothing', async () => {
    const guest = new TestBrowser(app);
    const answers = await Promise.all([
      guest.get(WISHLIST, { memId: 1 }),
      guest.get(`${WISHLIST}/ids`, { memId: 1 }),
      guest.post(WISHLIST, { memberId: 1, goodsId: onSale[0] }),
      guest.delete(`${WISHLIST}/${onSale[0]}`, { memId: 1 }),
    ]);
    for (const answer of answers) expect([answer.status, answer.body.result, answer.body.message]).toEqual([401, '4010', '로그인이 필요합니다.']);
    expect(await sql('SELECT 1 FROM wishlist WHERE goods_id = $1', [onSale[0]])).toEqual([]);
  });

  it('refuses an add or remove without the anti-forgery token (403), and writes nothing', async () => {
    const member = await signUpMember(app);
    expect((await member.browser.post(WISHLIST, { memberId: member.id, goodsId: onSale[0] }, { csrf: false })).status).toBe(403);
    expect(await rows(member.id)).toEqual([]);
  });

  describe('a member\'s own wishlist', () => {
    let member: SignedUp;
    beforeAll(async () => {
      member = await signUpMember(app);
    });

    it('adds, lists newest first with the goods\' facts, answers the ids, and removes', async () => {
      expect(dto<Change>(await add(member, onSale[0]))).toEqual({ goodsId: onSale[0], wished: true, changed: true, count: 1 });
      const second = await add(member, onSale[1]);
      expect(second.body).toMatchObject({ result: '0000', message: '찜한 상품에 담았습니다.', dto: { goodsId: onSale[1], changed: true, count: 2 } });

      const page = dto<{ content: WishlistItem[]; totalElements: number; size: number }>(await list(member));
      expect(page).toMatchObject({ totalElements: 2, size: 10, page: 0, first: true, last: true, empty: false });
      expect(page.content.map((item) => item.id)).toEqual([onSale[1], onSale[0]]);
      expect(page.content[1]).toEqual({
        id: onSale[0],
        goodsName: '찜 테스트 백 1',
        price: 10_000,
        thumb_src: '/images/goods/fixture.svg',
        showGoods: [{ id: expect.any(Number), categoryId: 1 }],
        onSale: true,
        savedAt: expect.any(String),
      });
      expect(Object.keys(page.content[0]).sort()).toEqual(['goodsName', 'id', 'onSale', 'price', 'savedAt', 'showGoods', 'thumb_src']);
      expect(dto(await ids(member))).toEqual({ goodsIds: [onSale[1], onSale[0]] });

      const removed = await remove(member, onSale[0]);
      expect(removed.body).toMatchObject({ result: '0000', message: '찜한 상품에서 삭제했습니다.', dto: { goodsId: onSale[0], wished: false, changed: true, count: 1 } });
      expect(await rows(member.id)).toEqual([onSale[1]]);
    });

    it('is idempotent: a second add or remove succeeds and changes nothing', async () => {
      expect(dto<Change>(await add(member, onSale[2]))).toMatchObject({ changed: true });
      expect(dto<Change>(await add(member, onSale[2]))).toEqual({ goodsId: onSale[2], wished: true, changed: false, count: 2 });
      expect(await rows(member.id)).toEqual([onSale[1], onSale[2]]);
      expect(dto<Change>(await remove(member, onSale[2]))).toMatchObject({ changed: true, count: 1 });
      expect(dto<Change>(await remove(member, onSale[2]))).toEqual({ goodsId: onSale[2], wished: false, changed: false, count: 1 });
      expect(await rows(member.id)).toEqual([onSale[1]]);
    });

    it('pages by 10 unless asked, and takes page and size', async () => {
      const other = await signUpMember(app);
      for (const goodsId of onSale) await add(other, goodsId);
      expect(dto<{ size: number }>(await list(other)).size).toBe(10);
      const second = dto<{ content: WishlistItem[]; totalPages: number; last: boolean }>(await list(other, { page: 1, size: 3 }));
      expect(second).toMatchObject({ totalPages: 2, last: true });
      expect(second.content.map((item) => item.id)).toEqual([onSale[0]]);
    });

    it('lists a goods item no longer sold as such, and lets the member remove it; a hidden one cannot be added anew', async () => {
      const keeper = await signUpMember(app);
      await saveDirectly(keeper.id, [hidden[0]]);
      const [item] = dto<{ content: WishlistItem[] }>(await list(keeper)).content;
      expect(item).toMatchObject({ id: hidden[0], goodsName: '판매 종료 백 1', onSale: false });
      expect(dto<Change>(await remove(keeper, hidden[0]))).toMatchObject({ changed: true, count: 0 });
      const again = await add(keeper, hidden[0]);
      expect([again.status, again.body.result, again.body.code, again.body.message]).toEqual([404, '4040', 'CATALOG.GOODS_NOT_FOUND', '상품을 찾을 수 없습니다.']);
      expect(await rows(keeper.id)).toEqual([]);
    });

    it('leaves the catalog\'s answers free of personal data: a member with saved goods reads the same list and detail as a guest', async () => {
      const guest = new TestBrowser(app);
      for (const path of ['/api/goods/category.php?categoryId=1&page=0&sort=1&size=100', `/api/goods/index.php?goodsId=${onSale[1]}`]) {
        const [asMember, asGuest] = await Promise.all([member.browser.get(path), guest.get(path)]);
        expect(asMember.status).toBe(200);
        expect(asMember.text).toBe(asGuest.text);
      }
    });
  });

  describe('another member and bad input', () => {
    let owner: SignedUp;
    let other: SignedUp;
    beforeAll(async () => {
      [owner, other] = await Promise.all([signUpMember(app), signUpMember(app)]);
      await add(owner, onSale[0]);
    });

    it('never reaches another member\'s wishlist: 403 on every call, nothing changes', async () => {
      const answers = [
        await other.browser.get(WISHLIST, { memId: owner.id }),
        await ids(other, owner.id),
        await add(other, onSale[1], owner.id),
        await remove(other, onSale[0], owner.id),
      ];
      for (const answer of answers) expect([answer.status, answer.body.result]).toEqual([403, '4030']);
      expect(await rows(owner.id)).toEqual([onSale[0]]);
      expect(await rows(other.id)).toEqual([]);
      expect(dto<{ goodsIds: number[] }>(await ids(other)).goodsIds).toEqual([]);
    });

    it('answers a 400 envelope for a goods id that is not a whole number from 1, and writes nothing', async () => {
      for (const goodsId of ['abc', '3', -1, 0, 1.5, true, null, Number.MAX_SAFE_INTEGER + 2, [onSale[1]], { id: onSale[1] }]) {
        const answer = await add(owner, goodsId);
        expect({ goodsId, status: answer.status, result: answer.body.result }).toEqual({ goodsId, status: 400, result: '4000' });
        expect(answer.body.message).toBe('goodsId는 1 이상의 정수여야 합니다.');
      }
      const missing = await owner.browser.post(WISHLIST, { memberId: owner.id });
      expect([missing.status, missing.body.code]).toEqual([400, 'COMMON.INVALID_INPUT']);
      for (const goodsId of ['abc', '-1', '1.5', '99999999999999999999']) {
        const answer = await remove(owner, goodsId);
        expect({ goodsId, status: answer.status, result: answer.body.result }).toEqual({ goodsId, status: 400, result: '4000' });
      }
      for (const query of [{ page: -1 }, { size: 0 }, { size: 201 }, { page: 'x' }] as Record<string, number | string>[]) {
        expect((await list(owner, query)).status).toBe(400);
      }
      expect(await rows(owner.id)).toEqual([onSale[0]]);
    });

    it('answers 404 for a goods id no goods has, on add and on remove', async () => {
      const [{ next }] = await sql<{ next: string }>('SELECT max(id) + 1000 AS next FROM goods');
      for (const answer of [await add(owner, Number(next)), await remove(owner, Number(next))]) {
        expect([answer.status, answer.body.result, answer.body.code]).toEqual([404, '4040', 'CATALOG.GOODS_NOT_FOUND']);
      }
    });
  });

  describe('the capacity and races', () => {
    let bulk: number[];
    /** Goods on sale for the race at the capacity: the more parallel adds, the surer a missing lock shows. */
    let racers: number[];
    beforeAll(async () => {
      bulk = await goodsInBulk(WISHLIST_CAPACITY);
      racers = await goodsInBulk(12, false);
      made.push(...bulk, ...racers);
    });

    it('takes 200 goods and refuses the next with the Korean message (409), yet answers one already saved', async () => {
      const member = await signUpMember(app);
      await saveDirectly(member.id, bulk.slice(0, WISHLIST_CAPACITY - 1));
      expect(dto<Change>(await add(member, onSale[0]))).toMatchObject({ changed: true, count: WISHLIST_CAPACITY });
      const refused = await add(member, onSale[1]);
      expect([refused.status, refused.body.result, refused.body.code, refused.body.message]).toEqual([409, '4090', 'CATALOG.WISHLIST_FULL', FULL]);
      expect(dto<Change>(await add(member, onSale[0]))).toEqual({ goodsId: onSale[0], wished: true, changed: false, count: WISHLIST_CAPACITY });
      expect((await rows(member.id)).length).toBe(WISHLIST_CAPACITY);
      // Room again after a removal.
      await remove(member, bulk[0]);
      expect(dto<Change>(await add(member, onSale[1]))).toMatchObject({ changed: true, count: WISHLIST_CAPACITY });
    });

    it('two parallel adds of the same goods leave one row; both succeed, one of them changed it', async () => {
      const member = await signUpMember(app);
      const answers = await Promise.all([add(member, onSale[3]), add(member, onSale[3]), add(member, onSale[3])]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => (answer.body.dto as Change).changed).sort()).toEqual([false, false, true]);
      expect(await rows(member.id)).toEqual([onSale[3]]);
    });

    it('parallel adds at 199 saved: exactly one fits, the others are refused, never more than 200 (three rounds)', async () => {
      const members = await Promise.all([signUpMember(app), signUpMember(app), signUpMember(app)]);
      for (const member of members) {
        await saveDirectly(member.id, bulk.slice(0, WISHLIST_CAPACITY - 1));
        const answers = await Promise.all(racers.map((goodsId) => add(member, goodsId)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...racers.slice(1).map(() => 409)]);
        expect((await rows(member.id)).length).toBe(WISHLIST_CAPACITY);
      }
    });
  });

  describe('a member who leaves', () => {
    it('loses the wishlist with the withdrawal, and housekeeping\'s anonymisation sweeps a save that raced it', async () => {
      const member = await signUpMember(app);
      await add(member, onSale[0]);
      await add(member, onSale[1]);
      const bystander = await signUpMember(app);
      await add(bystander, onSale[0]);

      const withdrawn = await member.browser.post('/api/member/withdraw', { agree: true, password: member.password });
      expect(withdrawn.status).toBe(200);
      expect(await rows(member.id)).toEqual([]);
      expect(await rows(bystander.id)).toEqual([onSale[0]]);

      // A save that committed after the withdrawal (it raced it) goes when the account is anonymised 30 days later.
      await saveDirectly(member.id, [onSale[2]]);
      await sql(`UPDATE member SET withdrawn_at = now() - interval '31 days' WHERE id = $1`, [member.id]);
      const run = await app.get(HousekeepingScheduler).runOnce();
      expect(run.deleted['withdrawn-members'].wishlists).toBeGreaterThanOrEqual(1);
      expect(await rows(member.id)).toEqual([]);
      expect(await rows(bystander.id)).toEqual([onSale[0]]);
    });
  });

  describe('the SQL adapter', () => {
    let members: [number, number] | undefined;
    describeWishlistRepositoryContract('PostgreSQL', async () => {
      if (!members) {
        const [a, b] = await Promise.all([signUpMember(app), signUpMember(app)]);
        members = [a.id, b.id];
      }
      const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
      const [{ next }] = await sql<{ next: string }>('SELECT max(id) + 1000 AS next FROM goods');
      return {
        repository: app.get<WishlistRepositoryPort>(WISHLIST_REPOSITORY),
        unit: (work) => unitOfWork.run(work),
        members,
        goods: { onSale: [onSale[0], onSale[1], onSale[2]], hidden: hidden[0], unknown: Number(next) },
        expected: async (goodsId) => {
          const [goods] = await sql<{ goods_name: string; price: number; thumb_src: string; on_sale: boolean }>(
            'SELECT goods_name, price, thumb_src, deleted_at IS NULL AS on_sale FROM goods WHERE id = $1',
            [goodsId],
          );
          const categories = await sql<{ id: string; category_id: number }>('SELECT id, category_id FROM goods_category WHERE goods_id = $1 ORDER BY category_id, id', [goodsId]);
          return {
            goodsId,
            goodsName: goods.goods_name,
            price: goods.price,
            thumbSrc: goods.thumb_src,
            categories: categories.map((row) => ({ id: Number(row.id), categoryId: row.category_id as CatalogCategoryId })),
            onSale: goods.on_sale,
          };
        },
      };
    });
  });
});

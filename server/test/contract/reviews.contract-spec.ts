import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { type CheckoutGoods, insertCheckoutGoods } from '../support/checkout-helpers';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { deliveredOrder, paidOrder } from '../support/delivered-order';
import { signUpMember, type SignedUp } from '../support/membership-helpers';
import { createTestApp, csrf } from '../support/test-app';

interface Photo {
  data: Buffer;
  filename: string;
  contentType?: string;
}

/**
 * Reviews written by members who received the goods: the line must be a delivered line of the member's own order,
 * one review per line (also under a race), photos checked by their content and re-encoded without metadata,
 * edits and deletes of one's own only, helpful votes counted once per member. Races count rows, not answers.
 */
describe('reviews (contract)', () => {
  let app: NestFastifyApplication;
  let uploads: string;
  let owner: SignedUp;
  let other: SignedUp;
  let bag: CheckoutGoods;
  let wallet: CheckoutGoods;
  let strap: CheckoutGoods;
  let notOrdered: CheckoutGoods;
  let orderId: number;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'review-uploads-'));
    app = await createTestApp({ UPLOADS_DIR: uploads, REVIEW_POINTS: '500/1000' });
    [owner, other] = [await signUpMember(app), await signUpMember(app)];
    [bag, wallet, strap, notOrdered] = [await insertCheckoutGoods(30_000), await insertCheckoutGoods(20_000), await insertCheckoutGoods(10_000), await insertCheckoutGoods(9_000)];
    orderId = (await deliveredOrder(app, owner.browser, owner.id, [{ goodsId: bag.id, amount: 1 }, { goodsId: wallet.id, amount: 1 }, { goodsId: strap.id, amount: 2 }])).id;
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  /** A multipart call as the browser's FormData makes it: the session and anti-forgery cookies, the token header. */
  async function sendForm(member: SignedUp, method: 'post' | 'put', path: string, fields: Record<string, string | number | string[]>, photos: Photo[] = []) {
    const server = app.getHttpServer();
    const credentials = await csrf(request(server));
    const cookies = [...member.browser.cookies].filter(([name]) => !name.endsWith('shop_csrf')).map(([name, value]) => `${name}=${value}`);
    let call = request(server)[method](path)
      .set('cookie', [...cookies, credentials.cookie].join('; '))
      .set('x-csrf-token', credentials.token)
      .set('x-forwarded-for', member.browser.ip)
      .set('accept', 'application/json');
    for (const [name, value] of Object.entries(fields)) for (const each of ([] as (string | number)[]).concat(value)) call = call.field(name, String(each));
    for (const photo of photos) call = call.attach('photos', photo.data, { filename: photo.filename, contentType: photo.contentType ?? 'image/jpeg' });
    const response = await call;
    return { status: response.status, body: response.body as { result: string; message: string; code?: string; dto?: { id: number; points: number } } };
  }

  const write = (member: SignedUp, fields: Record<string, string | number>, photos: Photo[] = []) => sendForm(member, 'post', '/api/review', fields, photos);
  const reviewsOfLine = async (goodsId: number) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM review WHERE order_id = $1 AND goods_id = $2', [orderId, goodsId]))[0].n);
  const TEXT = '가죽이 부드럽고 마감이 깔끔해요. 매일 들고 다닙니다.';

  async function png(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: '#151414' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'owner-secret', Artist: 'gps-here' } } })
      .toBuffer();
  }

  const storedPathOf = (url: string) => join(uploads, url.replace(/^\/uploads\//, ''));

  describe('who may write', () => {
    it('refuses an order not delivered yet, and changes nothing', async () => {
      const preparing = await paidOrder(app, owner.browser, owner.id, [{ goodsId: bag.id, amount: 1 }]);
      const answer = await write(owner, { orderId: preparing.id, goodsId: bag.id, score: 5, contents: TEXT });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: '4000', code: 'CATALOG.REVIEW_NOT_DELIVERED', message: '배송이 완료된 상품만 리뷰를 작성할 수 있습니다.' });
      expect(Number((await sql<{ n: string }>('SELECT count(*) AS n FROM review WHERE order_id = $1', [preparing.id]))[0].n)).toBe(0);
    });

    it('answers another member’s order and a goods not in the order as missing', async () => {
      const notMine = await write(other, { orderId, goodsId: bag.id, score: 5, contents: TEXT });
      const notInOrder = await write(owner, { orderId, goodsId: notOrdered.id, score: 5, contents: TEXT });
      const missing = await write(owner, { orderId: 999_999_999, goodsId: bag.id, score: 5, contents: TEXT });
      for (const answer of [notMine, notInOrder, missing]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 'CATALOG.REVIEW_LINE_NOT_FOUND', message: '리뷰를 작성할 수 있는 주문 상품이 아닙니다.' });
      }
      expect(await reviewsOfLine(bag.id)).toBe(0);
      const form = await other.browser.get('/api/review/mine', { orderId, goodsId: bag.id });
      expect(form.status).toBe(404);
    });

    it('needs a session and the anti-forgery token', async () => {
      const anonymous = await request(app.getHttpServer()).post('/api/review').set('accept', 'application/json').field('orderId', orderId);
      expect([401, 403]).toContain(anonymous.status);
      const server = app.getHttpServer();
      const cookies = [...owner.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const noToken = await request(server).post('/api/review').set('cookie', cookies).field('orderId', orderId).field('goodsId', bag.id).field('score', 5).field('contents', TEXT);
      expect(noToken.status).toBe(403);
      expect(await reviewsOfLine(bag.id)).toBe(0);
    });

    it('reads multipart only where a route opts in: JSON on the review route and a form upload elsewhere are 4xx', async () => {
      const json = await owner.browser.post('/api/review', { orderId, goodsId: bag.id, score: 5, contents: TEXT });
      expect(json.status).toBe(400);
      const elsewhere = await sendForm(owner, 'post', '/api/member/coupon_save.php', { memberId: owner.id, c_serial: 'X' });
      expect(elsewhere.status).toBe(415);
      const crowded = await sendForm(owner, 'post', '/api/review', { orderId, goodsId: bag.id, score: 5, contents: TEXT, extra: Array.from({ length: 30 }, (_, i) => `f${i}`) });
      expect(crowded.status).toBe(400);
      expect(crowded.body.message).toBe('요청 형식이 올바르지 않습니다.');
      expect(await reviewsOfLine(bag.id)).toBe(0);
    });
  });

  describe('what may be written', () => {
    it.each([
      ['9 characters', '가'.repeat(9), 'CATALOG.REVIEW_CONTENTS_TOO_SHORT'],
      ['1,001 characters', '가'.repeat(1_001), 'CATALOG.REVIEW_CONTENTS_TOO_LONG'],
      ['only spaces around 9 characters', `    ${'가'.repeat(9)}    `, 'CATALOG.REVIEW_CONTENTS_TOO_SHORT'],
    ])('refuses %s', async (_name, contents, code) => {
      const answer = await write(owner, { orderId, goodsId: strap.id, score: 4, contents });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(code);
      expect(await reviewsOfLine(strap.id)).toBe(0);
    });

    it.each([['0'], ['6'], ['abc']])('refuses score %s', async (score) => {
      const answer = await write(owner, { orderId, goodsId: strap.id, score, contents: TEXT });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('별점은 1점에서 5점 사이로 선택해주세요.');
    });

    it('refuses a text file named .jpg, and more than 3 photos, storing nothing', async () => {
      const disguised = await write(owner, { orderId, goodsId: strap.id, score: 4, contents: TEXT }, [{ data: Buffer.from('<script>alert(1)</script> not a picture'), filename: 'photo.jpg' }]);
      expect(disguised.status).toBe(400);
      expect(disguised.body).toMatchObject({ code: 'CATALOG.REVIEW_PHOTO_INVALID', message: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.' });
      const picture = await png(20, 20);
      const four = await write(owner, { orderId, goodsId: strap.id, score: 4, contents: TEXT }, Array.from({ length: 4 }, (_, i) => ({ data: picture, filename: `p${i}.png`, contentType: 'image/png' })));
      expect(four.status).toBe(400);
      expect(four.body.message).toBe('사진은 최대 3장까지 올릴 수 있습니다.');
      expect(await reviewsOfLine(strap.id)).toBe(0);
      expect(existsSync(join(uploads, 'reviews')) ? readdirSync(join(uploads, 'reviews')) : []).toEqual([]);
    });

    it('takes a photo of several megabytes, and refuses one over 10 MB with a 413 envelope', async () => {
      const noise = Buffer.alloc(1_000 * 800 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
      const heavy = await sharp(noise, { raw: { width: 1_000, height: 800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(heavy.length).toBeGreaterThan(2 * 1024 * 1024);
      const tooBig = await write(owner, { orderId, goodsId: strap.id, score: 4, contents: TEXT }, [{ data: Buffer.concat([heavy, Buffer.alloc(9 * 1024 * 1024)]), filename: 'huge.png', contentType: 'image/png' }]);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ result: '4130', message: '사진은 한 장에 10MB까지 올릴 수 있습니다.' });
      expect(await reviewsOfLine(strap.id)).toBe(0);

      const accepted = await write(owner, { orderId, goodsId: strap.id, score: 4, contents: TEXT }, [{ data: heavy, filename: 'heavy.png', contentType: 'image/png' }]);
      expect(accepted.status).toBe(200);
      expect(await reviewsOfLine(strap.id)).toBe(1);
      // The editing tests below write their own review of this line.
      await sql('DELETE FROM review WHERE order_id = $1 AND goods_id = $2', [orderId, strap.id]);
    });

    it('writes a review with a real PNG: stored re-encoded as WebP within 1,600 px, without its metadata, and earns the photo points', async () => {
      const answer = await write(owner, { orderId, goodsId: bag.id, score: 5, contents: `  ${TEXT}  ` }, [{ data: await png(2_400, 1_200), filename: 'bag.png', contentType: 'image/png' }]);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000', message: '리뷰가 등록되었습니다.', dto: { points: 1_000 } });
      const [row] = await sql<{ contents: string; author_name: string; member_id: string }>('SELECT contents, author_name, member_id FROM review WHERE id = $1', [answer.body.dto!.id]);
      expect(row).toMatchObject({ contents: TEXT, member_id: String(owner.id) });
      const ledger = await sql<{ amount: number; kind: string }>(`SELECT amount, kind FROM point_ledger WHERE member_id = $1 AND kind = 'review' AND goods_id = $2`, [owner.id, bag.id]);
      expect(ledger).toEqual([{ amount: 1_000, kind: 'review' }]);

      const form = await owner.browser.get('/api/review/mine', { orderId, goodsId: bag.id });
      expect(form.status).toBe(200);
      const dto = form.body.dto as { line: { goodsName: string }; review: { id: number; photos: string[] } };
      expect(dto.review).toMatchObject({ id: answer.body.dto!.id });
      expect(dto.review.photos).toHaveLength(1);
      expect(dto.review.photos[0]).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);
      const stored = await readFile(storedPathOf(dto.review.photos[0]));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([1_600, 800]);
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('owner-secret'))).toBe(false);

      const served = await request(app.getHttpServer()).get(dto.review.photos[0]);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
    });

    it('refuses a second review of the same line, and of two parallel posts keeps one', async () => {
      const again = await write(owner, { orderId, goodsId: bag.id, score: 3, contents: TEXT });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CATALOG.REVIEW_ALREADY_WRITTEN', message: '이미 리뷰를 작성하신 상품입니다.' });
      expect(await reviewsOfLine(bag.id)).toBe(1);

      const racing = await Promise.all(Array.from({ length: 5 }, () => write(owner, { orderId, goodsId: wallet.id, score: 4, contents: TEXT })));
      expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await reviewsOfLine(wallet.id)).toBe(1);
      const earned = await sql<{ amount: number }>(`SELECT amount FROM point_ledger WHERE member_id = $1 AND kind = 'review' AND goods_id = $2`, [owner.id, wallet.id]);
      expect(earned).toEqual([{ amount: 500 }]);
    });
  });

  describe('editing and deleting', () => {
    let reviewId: number;
    let photoUrls: string[];

    beforeAll(async () => {
      const picture = await png(40, 30);
      const written = await write(owner, { orderId, goodsId: strap.id, score: 2, contents: '처음 쓴 리뷰입니다. 별로예요.' }, [
        { data: picture, filename: 'a.png', contentType: 'image/png' },
        { data: picture, filename: 'b.png', contentType: 'image/png' },
      ]);
      reviewId = written.body.dto!.id;
      photoUrls = ((await owner.browser.get('/api/review/mine', { orderId, goodsId: strap.id })).body.dto as { review: { photos: string[] } }).review.photos;
      expect(photoUrls).toHaveLength(2);
    });

    it('lets only the author edit: another member’s edit answers as missing and changes nothing', async () => {
      const foreign = await sendForm(other, 'put', `/api/review/${reviewId}`, { score: 5, contents: '남의 리뷰를 바꿔 봅니다.' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('CATALOG.REVIEW_NOT_FOUND');
      expect((await sql<{ score: number }>('SELECT score FROM review WHERE id = $1', [reviewId]))[0].score).toBe(2);
    });

    it('edits score, text and photos: a photo left out is deleted, a new one added', async () => {
      const edited = await sendForm(owner, 'put', `/api/review/${reviewId}`, { score: 5, contents: '다시 써 보니 아주 좋은 스트랩입니다.', keepPhotos: [photoUrls[1]] }, [
        { data: await png(30, 30), filename: 'c.png', contentType: 'image/png' },
      ]);
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe('리뷰가 수정되었습니다.');
      const review = ((await owner.browser.get('/api/review/mine', { orderId, goodsId: strap.id })).body.dto as { review: { score: number; contents: string; photos: string[] } }).review;
      expect(review).toMatchObject({ score: 5, contents: '다시 써 보니 아주 좋은 스트랩입니다.' });
      expect(review.photos).toHaveLength(2);
      expect(review.photos[0]).toBe(photoUrls[1]);
      expect(existsSync(storedPathOf(photoUrls[0]))).toBe(false);
      expect(existsSync(storedPathOf(review.photos[1]))).toBe(true);
      const tooMany = await sendForm(owner, 'put', `/api/review/${reviewId}`, { score: 5, contents: TEXT, keepPhotos: review.photos }, [
        { data: await png(30, 30), filename: 'd.png', contentType: 'image/png' },
        { data: await png(30, 30), filename: 'e.png', contentType: 'image/png' },
      ]);
      expect(tooMany.status).toBe(400);
      photoUrls = review.photos;
    });

    it('lets only the author delete; the photos go with the review', async () => {
      const foreign = await other.browser.delete(`/api/review/${reviewId}`);
      expect(foreign.status).toBe(404);
      const deleted = await owner.browser.delete(`/api/review/${reviewId}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('리뷰가 삭제되었습니다.');
      expect(await reviewsOfLine(strap.id)).toBe(0);
      for (const url of photoUrls) expect(existsSync(storedPathOf(url))).toBe(false);
      expect((await owner.browser.delete(`/api/review/${reviewId}`)).status).toBe(404);
    });
  });

  describe('helpful votes and sorts', () => {
    let goodsId: number;
    let ids: Record<'old' | 'popular' | 'top' | 'newest', number>;
    let ownReviewId: number;

    beforeAll(async () => {
      goodsId = await insertGoods({
        goodsName: '리뷰 정렬 테스트',
        price: 10_000,
        contents: '정렬',
        reviews: [
          { authorName: '가나다', score: 3, contents: '오래된 리뷰입니다 열 글자', recommendCount: 0, created: '2026-01-01T00:00:00Z' },
          { authorName: '라마바', score: 4, contents: '추천 많은 리뷰 열 글자', recommendCount: 7, created: '2026-02-01T00:00:00Z' },
          { authorName: '사아자', score: 5, contents: '별점 높은 리뷰 열 글자', recommendCount: 1, created: '2026-03-01T00:00:00Z' },
          { authorName: '차카타', score: 2, contents: '가장 새 리뷰입니다 열 글자', recommendCount: 1, created: '2026-04-01T00:00:00Z' },
        ],
      });
      const rows = await sql<{ id: string; author_name: string }>('SELECT id, author_name FROM review WHERE goods_id = $1', [goodsId]);
      const idOf = (name: string) => Number(rows.find((row) => row.author_name === name)!.id);
      ids = { old: idOf('가나다'), popular: idOf('라마바'), top: idOf('사아자'), newest: idOf('차카타') };
      ownReviewId = Number((await sql<{ id: string }>('SELECT id FROM review WHERE order_id = $1 AND goods_id = $2', [orderId, bag.id]))[0].id);
    });
    afterAll(() => deleteGoods([goodsId]));

    const listed = async (sort: string, viewer?: SignedUp) => {
      const body: unknown = viewer
        ? (await viewer.browser.get(`/api/goods/${goodsId}/reviews`, { sort })).body
        : (await request(app.getHttpServer()).get(`/api/goods/${goodsId}/reviews`).query({ sort })).body;
      return (body as { dto: { content: { id: number; recommendCount: number }[] } }).dto.content;
    };
    const viewerOf = async (member: SignedUp, goods = goodsId) => {
      const answer = await member.browser.get(`/api/goods/${goods}/reviews/viewer`);
      expect(answer.status).toBe(200);
      return answer.body.dto as { mine: number[]; recommended: number[] };
    };

    it('sorts newest first, by recommendations then newest, by score then newest', async () => {
      expect((await listed('latest')).map((review) => review.id)).toEqual([ids.newest, ids.top, ids.popular, ids.old]);
      expect((await listed('recommend')).map((review) => review.id)).toEqual([ids.popular, ids.newest, ids.top, ids.old]);
      expect((await listed('score')).map((review) => review.id)).toEqual([ids.top, ids.popular, ids.old, ids.newest]);
    });

    it('refuses a vote on one’s own review and a second vote; counts one vote per member', async () => {
      const own = await owner.browser.post(`/api/review/${ownReviewId}/recommend`, {});
      expect(own.status).toBe(400);
      expect(own.body).toMatchObject({ code: 'CATALOG.REVIEW_OWN_VOTE', message: '내가 쓴 리뷰는 추천할 수 없습니다.' });
      const first = await other.browser.post(`/api/review/${ownReviewId}/recommend`, {});
      expect(first.status).toBe(200);
      const second = await other.browser.post(`/api/review/${ownReviewId}/recommend`, {});
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('이미 추천하신 리뷰입니다.');
      expect((await sql<{ recommend_count: number }>('SELECT recommend_count FROM review WHERE id = $1', [ownReviewId]))[0].recommend_count).toBe(1);
      expect((await other.browser.post('/api/review/999999999/recommend', {})).status).toBe(404);
    });

    it('counts parallel votes right: the same member racing once, several members each once', async () => {
      const racing = await Promise.all(Array.from({ length: 6 }, () => owner.browser.post(`/api/review/${ids.old}/recommend`, {})));
      expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const voters = [await signUpMember(app), await signUpMember(app), await signUpMember(app)];
      const votes = await Promise.all(voters.map((voter) => voter.browser.post(`/api/review/${ids.old}/recommend`, {})));
      expect(votes.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const [row] = await sql<{ recommend_count: number; votes: string }>(
        'SELECT recommend_count, (SELECT count(*) FROM review_vote WHERE review_id = $1) AS votes FROM review WHERE id = $1',
        [ids.old],
      );
      expect(row).toEqual({ recommend_count: 4, votes: '4' });
      // The page is the same for every reader; which reviews a member voted for is their own call.
      const asVoter = await listed('recommend', voters[0]);
      expect(asVoter).toEqual(await listed('recommend'));
      expect(asVoter.find((review) => review.id === ids.old)).toMatchObject({ recommendCount: 4 });
      expect(await viewerOf(voters[0])).toEqual({ mine: [], recommended: [ids.old] });
      expect(await viewerOf(owner)).toEqual({ mine: [], recommended: [ids.old] });
    });

    it('tells the author which review is theirs, in a member call beside the public pages', async () => {
      const reviews = (await owner.browser.get(`/api/goods/${bag.id}/reviews`)).body.dto as { content: { id: number; photos: string[] }[] };
      expect(reviews.content.map((review) => Number(review.id))).toContain(Number(ownReviewId));
      expect(reviews.content[0].photos).toHaveLength(1);
      expect(await viewerOf(owner, bag.id)).toEqual({ mine: [Number(ownReviewId)], recommended: [] });
      expect(await viewerOf(other, bag.id)).toEqual({ mine: [], recommended: [Number(ownReviewId)] });
    });

    it('answers the member call only to a member, and 404 for unknown goods', async () => {
      const anonymous = await request(app.getHttpServer()).get(`/api/goods/${bag.id}/reviews/viewer`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.result).not.toBe('0000');
      const unknown = await owner.browser.get('/api/goods/999999999/reviews/viewer');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'CATALOG.GOODS_NOT_FOUND' });
    });
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  expectFailure,
  expectInvalid,
  expectOrdered,
  expectPageShape,
  expectReview,
  expectSuccess,
  fetchAllPages,
  type Agent,
  type PageBody,
  type Review,
} from '../support/catalog-expectations';
import { deleteGoods, insertGoods, sql, type FixtureReview } from '../support/database';
import { createTestApp } from '../support/test-app';

/** Twelve reviews with ties on every sort key, so each order's tie-breaks show. */
const REVIEWS: FixtureReview[] = [
  { authorName: '김민수', score: 5, contents: '최고예요', recommendCount: 3, created: '2026-10-20T09:00:00Z' },
  { authorName: '이수', score: 4, contents: '좋아요', recommendCount: 9, created: '2026-10-21T09:00:00Z' },
  { authorName: '박', score: 3, contents: '보통', recommendCount: 0, created: '2026-10-22T09:00:00Z' },
  { authorName: 'Alexander', score: 5, contents: 'Lovely leather', recommendCount: 9, created: '2026-10-22T09:00:00Z' },
  { authorName: '남궁민수', score: 2, contents: '아쉬워요', recommendCount: 1, created: '2026-10-23T09:00:00Z' },
  { authorName: '최지우', score: 4, contents: '만족', recommendCount: 3, created: '2026-10-23T09:00:00Z' },
  { authorName: '정하늘', score: 1, contents: '별로', recommendCount: 0, created: '2026-10-24T09:00:00Z' },
  { authorName: '한결', score: 5, contents: '또 살게요', recommendCount: 12, created: '2026-10-25T09:00:00Z' },
  { authorName: '오세훈', score: 4, contents: '튼튼해요', recommendCount: 2, created: '2026-10-26T09:00:00Z' },
  { authorName: '유재석', score: 3, contents: '그럭저럭', recommendCount: 2, created: '2026-10-26T09:00:00Z' },
  { authorName: 'Jo', score: 5, contents: 'Great', recommendCount: 5, created: '2026-10-27T09:00:00Z' },
  { authorName: '강호동', score: 4, contents: '선물용으로 좋아요', recommendCount: 7, created: '2026-10-28T09:00:00Z' },
];

const describeReview = (review: Review) => `#${review.id} score ${review.score} recommended ${review.recommendCount} ${review.created}`;
const newestFirst = (a: Review, b: Review) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id;

describe('reviews', () => {
  let app: NestFastifyApplication;
  let agent: Agent;
  let goodsId: number;
  let quietGoodsId: number;

  beforeAll(async () => {
    app = await createTestApp();
    agent = request(app.getHttpServer());
    goodsId = await insertGoods({ goodsName: '리뷰 계약 시험 가방', price: 150000, contents: '리뷰 정렬 시험용', categories: [1], reviews: REVIEWS });
    quietGoodsId = await insertGoods({ goodsName: '리뷰 없는 시험 지갑', price: 50000, contents: '리뷰가 없는 상품', categories: [2] });
  });

  afterAll(async () => {
    await deleteGoods([goodsId, quietGoodsId]);
    await app.close();
  });

  describe('GET /api/goods/{goodsId}/reviews', () => {
    it('answers a page of Reviews under dto, newest first by default', async () => {
      const response = await agent.get(`/api/goods/${goodsId}/reviews`).query({ page: 0, size: 5 }).expect(200);
      expectSuccess(response.body, 'dto');
      const page = response.body.dto as PageBody<Review>;
      expectPageShape(page);
      expect(page).toMatchObject({ page: 0, size: 5, totalElements: REVIEWS.length, totalPages: 3, first: true, last: false });
      page.content.forEach(expectReview);
      const latest = await agent.get(`/api/goods/${goodsId}/reviews`).query({ page: 0, size: 5, sort: 'latest' }).expect(200);
      expect(page.content).toEqual(latest.body.dto.content);
    });

    it('sort=latest orders by date, the later id first on the same day', async () => {
      const reviews = await fetchAllPages<Review>(agent, `/api/goods/${goodsId}/reviews`, { sort: 'latest' }, 5);
      expect(reviews).toHaveLength(REVIEWS.length);
      expectOrdered(reviews, newestFirst, describeReview);
      expect(reviews[0].contents).toBe('선물용으로 좋아요');
    });

    it('sort=recommend orders by recommendations, then newest', async () => {
      const reviews = await fetchAllPages<Review>(agent, `/api/goods/${goodsId}/reviews`, { sort: 'recommend' }, 5);
      expect(reviews).toHaveLength(REVIEWS.length);
      expectOrdered(reviews, (a, b) => b.recommendCount - a.recommendCount || newestFirst(a, b), describeReview);
      expect(reviews.map((review) => review.recommendCount).slice(0, 3)).toEqual([12, 9, 9]);
    });

    it('sort=score orders by score, then newest', async () => {
      const reviews = await fetchAllPages<Review>(agent, `/api/goods/${goodsId}/reviews`, { sort: 'score' }, 5);
      expect(reviews).toHaveLength(REVIEWS.length);
      expectOrdered(reviews, (a, b) => b.score - a.score || newestFirst(a, b), describeReview);
      expect(reviews[0].score).toBe(5);
      expect(reviews[reviews.length - 1].score).toBe(1);
    });

    it('masks every author name but its first and last letter', async () => {
      const reviews = await fetchAllPages<Review>(agent, `/api/goods/${goodsId}/reviews`, { sort: 'latest' }, 100);
      const names = new Map(reviews.map((review) => [review.contents, review.member.memberName]));
      expect(names.get('최고예요')).toBe('김*수');
      expect(names.get('좋아요')).toBe('이*');
      expect(names.get('보통')).toBe('박');
      expect(names.get('Lovely leather')).toBe('A*******r');
      expect(names.get('아쉬워요')).toBe('남**수');
      expect(names.get('Great')).toBe('J*');
      const whole = new Set(REVIEWS.map((review) => review.authorName).filter((name) => name.length > 1));
      for (const review of reviews) expect(whole.has(review.member.memberName)).toBe(false);
    });

    it('masks the demo reviews too', async () => {
      const rows = await sql<{ goods_id: string; author_name: string }>(
        `SELECT goods_id, author_name FROM review WHERE goods_id <> $1 AND char_length(author_name) >= 2 ORDER BY id LIMIT 1`,
        [goodsId],
      );
      expect(rows).toHaveLength(1);
      const reviews = await fetchAllPages<Review>(agent, `/api/goods/${rows[0].goods_id}/reviews`, {}, 100);
      const authors = await sql<{ author_name: string }>(`SELECT author_name FROM review WHERE goods_id = $1`, [rows[0].goods_id]);
      const whole = new Set(authors.map((author) => author.author_name));
      expect(reviews.length).toBeGreaterThan(0);
      for (const review of reviews) {
        const letters = Array.from(review.member.memberName);
        // Two letters keep the first; longer names keep the first and the last.
        const hidden = letters.length === 2 ? letters.slice(1) : letters.slice(1, -1);
        expect(hidden.every((letter) => letter === '*')).toBe(true);
        if (letters.length > 1) expect(whole.has(review.member.memberName)).toBe(false);
      }
    });

    it('answers an empty page for goods without reviews, and past the end', async () => {
      const none = await agent.get(`/api/goods/${quietGoodsId}/reviews`).expect(200);
      expect(none.body.dto).toMatchObject({ content: [], totalElements: 0, totalPages: 0, empty: true });
      const past = await agent.get(`/api/goods/${goodsId}/reviews`).query({ page: 9, size: 5 }).expect(200);
      expect(past.body.dto).toEqual({ content: [], page: 9, size: 5, totalElements: REVIEWS.length, totalPages: 3, first: false, last: true, empty: true });
    });

    it('answers 404 for goods that do not exist', async () => {
      const response = await agent.get('/api/goods/99999999/reviews').expect(404);
      expectFailure(response.body, '4040', 'CATALOG.GOODS_NOT_FOUND');
    });

    it.each([
      ['goodsId', '/api/goods/abc/reviews', {}],
      ['goodsId', '/api/goods/-1/reviews', {}],
      ['goodsId', '/api/goods/0/reviews', {}],
      ['goodsId', '/api/goods/99999999999999999999/reviews', {}],
      ['sort', '/api/goods/1/reviews', { sort: 'best' }],
      ['sort', '/api/goods/1/reviews', { sort: '1' }],
      ['size', '/api/goods/1/reviews', { size: 101 }],
      ['page', '/api/goods/1/reviews', { page: -1 }],
    ])('answers 400 naming %s for %s %j', async (field, path, query) => {
      const response = await agent.get(path).query(query).expect(400);
      expectInvalid(response.body, field);
    });
  });

  describe('in the goods', () => {
    it('counts the reviews and averages their scores to one decimal', async () => {
      const sum = REVIEWS.reduce((total, review) => total + review.score, 0);
      const expectedScore = Math.round((sum * 10) / REVIEWS.length) / 10;
      const detail = await agent.get('/api/goods/index.php').query({ goodsId }).expect(200);
      expect(detail.body.data.reviewCount).toBe(REVIEWS.length);
      expect(detail.body.data.reviewScore).toBe(expectedScore);
      expect(expectedScore).toBe(3.8);

      const quiet = await agent.get('/api/goods/index.php').query({ goodsId: quietGoodsId }).expect(200);
      expect(quiet.body.data).toMatchObject({ reviewCount: 0, reviewScore: 0, reviewDtos: [] });
    });

    it('shows the newest 10 on the product page, masked', async () => {
      const detail = await agent.get('/api/goods/index.php').query({ goodsId }).expect(200);
      const shown = detail.body.data.reviewDtos as Review[];
      expect(shown).toHaveLength(10);
      shown.forEach(expectReview);
      const latest = await agent.get(`/api/goods/${goodsId}/reviews`).query({ sort: 'latest', size: 10 }).expect(200);
      expect(shown).toEqual(latest.body.dto.content);
      expect(shown.map((review) => review.member.memberName)).toContain('A*******r');
    });
  });
});

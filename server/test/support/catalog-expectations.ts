import type request from 'supertest';

export type Agent = ReturnType<typeof request>;

export const SUCCESS_MESSAGE = '정상 처리되었습니다.';

/** The documented keys of a GoodsCard (docs/api.md), and nothing else. */
export const GOODS_CARD_KEYS = ['contents', 'created', 'goodsName', 'id', 'price', 'reviewCount', 'reviewScore', 'showGoods', 'status', 'thumb_src'];
export const GOODS_DETAIL_KEYS = [...GOODS_CARD_KEYS, 'addonOnly', 'goodsImgDtos', 'optCategoryDtos', 'reviewDtos'].sort();
/** The spec's Review, plus what member reviews added: photo URLs (the viewer's relation is a member call of its own). */
export const REVIEW_KEYS = ['contents', 'created', 'id', 'member', 'photos', 'recommendCount', 'score'];
export const BANNER_KEYS = ['id', 'img', 'txt1', 'txt2', 'url'];
export const PAGE_KEYS = ['content', 'empty', 'first', 'last', 'page', 'size', 'totalElements', 'totalPages'];

export interface GoodsCard {
  id: number;
  goodsName: string;
  price: number;
  thumb_src: string;
  contents: string;
  created: string;
  showGoods: { id: number; categoryId: number }[];
  reviewCount: number;
  reviewScore: number;
}

export interface Review {
  id: number;
  score: number;
  contents: string;
  created: string;
  recommendCount: number;
  member: { memberName: string };
}

export interface PageBody<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

/** `{ result: '0000', message, <key> }` and nothing else at the top level. */
export function expectSuccess(body: Record<string, unknown>, key: string): void {
  expect(body.result).toBe('0000');
  expect(body.message).toBe(SUCCESS_MESSAGE);
  expect(Object.keys(body).sort()).toEqual(['message', 'result', key].sort());
}

export function expectFailure(body: Record<string, unknown>, result: string, code?: string): void {
  expect(body.result).toBe(result);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
}

/** A 400 envelope that names the offending field. */
export function expectInvalid(body: Record<string, unknown>, field: string): void {
  expectFailure(body, '4000', 'COMMON.INVALID_INPUT');
  const errors = body.errors as { field: string; message: string }[];
  expect(errors.map((error) => error.field)).toContain(field);
  for (const error of errors) expect(error.message).toMatch(/[가-힣]/);
}

export function expectPageShape(page: PageBody<unknown>): void {
  expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
}

export function expectGoodsCard(card: GoodsCard): void {
  expect(Object.keys(card).sort()).toEqual(GOODS_CARD_KEYS);
  expect(Number.isInteger(card.id)).toBe(true);
  expect(typeof card.goodsName).toBe('string');
  expect(Number.isInteger(card.price)).toBe(true);
  expect(card.thumb_src).toMatch(/^\//);
  expect(typeof card.contents).toBe('string');
  expect(new Date(card.created).toISOString()).toBe(card.created);
  for (const entry of card.showGoods) {
    expect(Object.keys(entry).sort()).toEqual(['categoryId', 'id']);
    expect([1, 2, 3, 4]).toContain(entry.categoryId);
  }
  expect(Number.isInteger(card.reviewCount)).toBe(true);
  expect(typeof card.reviewScore).toBe('number');
}

export function expectReview(review: Review): void {
  expect(Object.keys(review).sort()).toEqual(REVIEW_KEYS);
  expect(Object.keys(review.member)).toEqual(['memberName']);
  expect([1, 2, 3, 4, 5]).toContain(review.score);
}

/** Every page of a paged goods call, fetched with `size`, concatenated. */
export async function fetchAllPages<T>(agent: Agent, path: string, query: Record<string, string | number>, size: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const response = await agent.get(path).query({ ...query, page, size }).expect(200);
    const body = response.body.dto as PageBody<T>;
    items.push(...body.content);
    if (body.last) return items;
    if (page > 1000) throw new Error('too many pages');
  }
}

/** Checks that neighbours are in order by `compare` (negative or zero when a may precede b). */
export function expectOrdered<T>(items: T[], compare: (a: T, b: T) => number, describe: (item: T) => string): void {
  for (let index = 1; index < items.length; index += 1) {
    const [a, b] = [items[index - 1], items[index]];
    if (compare(a, b) > 0) throw new Error(`out of order at ${index}: ${describe(a)} before ${describe(b)}`);
  }
}

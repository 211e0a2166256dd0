import { checkReviewDraft, REVIEW_CONTENTS_MAX } from './review-draft';
import { checkReviewVote } from './review-vote';
import { reviewableLineOf, type ReviewableOrder } from './reviewable-line';

const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? 'ok' : result.code);

describe('checkReviewDraft', () => {
  const valid = { score: 5, contents: '가죽이 부드럽고 좋아요', photoCount: 0 };

  it('accepts scores 1 to 5 only', () => {
    expect([0, 1, 3, 5, 6, 2.5, Number.NaN].map((score) => codeOf(checkReviewDraft({ ...valid, score })))).toEqual([
      'CATALOG.REVIEW_SCORE_INVALID',
      'ok',
      'ok',
      'ok',
      'CATALOG.REVIEW_SCORE_INVALID',
      'CATALOG.REVIEW_SCORE_INVALID',
      'CATALOG.REVIEW_SCORE_INVALID',
    ]);
  });

  it('counts 10 to 1,000 characters after trimming, an emoji as one', () => {
    expect(codeOf(checkReviewDraft({ ...valid, contents: '가'.repeat(9) }))).toBe('CATALOG.REVIEW_CONTENTS_TOO_SHORT');
    expect(codeOf(checkReviewDraft({ ...valid, contents: `   ${'가'.repeat(9)}     ` }))).toBe('CATALOG.REVIEW_CONTENTS_TOO_SHORT');
    expect(codeOf(checkReviewDraft({ ...valid, contents: '가'.repeat(10) }))).toBe('ok');
    expect(codeOf(checkReviewDraft({ ...valid, contents: '😀'.repeat(REVIEW_CONTENTS_MAX) }))).toBe('ok');
    expect(codeOf(checkReviewDraft({ ...valid, contents: '가'.repeat(1_001) }))).toBe('CATALOG.REVIEW_CONTENTS_TOO_LONG');
    const draft = checkReviewDraft({ ...valid, contents: '  좋은 가방입니다 추천해요  ' });
    expect(draft.ok && draft.value.contents).toBe('좋은 가방입니다 추천해요');
  });

  it('takes at most 3 photos', () => {
    expect(codeOf(checkReviewDraft({ ...valid, photoCount: 3 }))).toBe('ok');
    expect(codeOf(checkReviewDraft({ ...valid, photoCount: 4 }))).toBe('CATALOG.REVIEW_TOO_MANY_PHOTOS');
  });
});

describe('reviewableLineOf', () => {
  const order: ReviewableOrder = {
    id: 7,
    delivered: true,
    ordererName: '김민수',
    lines: [{ goodsId: 3, goodsName: '토트백', thumbSrc: '/images/a.jpg', options: [] }],
  };

  it('allows a delivered line of the member’s own order', () => {
    expect(codeOf(reviewableLineOf(order, 3))).toBe('ok');
  });

  it('refuses a missing or someone else’s order and a goods not in it alike, and an order not delivered', () => {
    expect(codeOf(reviewableLineOf(null, 3))).toBe('CATALOG.REVIEW_LINE_NOT_FOUND');
    expect(codeOf(reviewableLineOf(order, 4))).toBe('CATALOG.REVIEW_LINE_NOT_FOUND');
    expect(codeOf(reviewableLineOf({ ...order, delivered: false }, 3))).toBe('CATALOG.REVIEW_NOT_DELIVERED');
  });
});

describe('checkReviewVote', () => {
  it('refuses a vote on one’s own review only', () => {
    expect(codeOf(checkReviewVote(5, 5))).toBe('CATALOG.REVIEW_OWN_VOTE');
    expect(codeOf(checkReviewVote(5, 6))).toBe('ok');
    expect(codeOf(checkReviewVote(5, null))).toBe('ok');
  });
});

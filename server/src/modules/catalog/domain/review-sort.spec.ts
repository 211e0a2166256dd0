import { isReviewSort, reviewOrderOf } from './review-sort';

describe('review sort', () => {
  it('knows latest, recommend and score', () => {
    expect(['latest', 'recommend', 'score', 'LATEST', 'newest', ''].filter(isReviewSort)).toEqual(['latest', 'recommend', 'score']);
  });

  it('orders latest by date, then id, newest first', () => {
    expect(reviewOrderOf('latest')).toEqual([
      { field: 'created', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ]);
  });

  it('orders by recommendations or score first, the newest winning a tie', () => {
    expect(reviewOrderOf('recommend').map((rule) => rule.field)).toEqual(['recommendCount', 'created', 'id']);
    expect(reviewOrderOf('score').map((rule) => rule.field)).toEqual(['score', 'created', 'id']);
    expect(reviewOrderOf('score')[0].direction).toBe('desc');
  });
});

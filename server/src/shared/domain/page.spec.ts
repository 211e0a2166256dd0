import { offsetOf, pageOf } from './page';

describe('pageOf', () => {
  it('counts pages and marks the first and last', () => {
    const page = pageOf(['a', 'b'], { page: 0, size: 2 }, 5);
    expect(page).toMatchObject({ totalPages: 3, first: true, last: false, empty: false, totalElements: 5 });
  });

  it('gives an empty last page past the end', () => {
    const page = pageOf([], { page: 9, size: 10 }, 21);
    expect(page).toMatchObject({ content: [], totalPages: 3, last: true, empty: true, page: 9 });
  });

  it('offsets by page times size', () => {
    expect(offsetOf({ page: 3, size: 10 })).toBe(30);
  });
});

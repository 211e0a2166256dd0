import { orderSearchOf } from './order-search';

describe('the back office\'s order search box', () => {
  it('reads a phone typed in any format as its digits', () => {
    for (const typed of ['010-1234-5678', '010 1234 5678', '01012345678', '(010) 1234.5678', ' 010-1234-5678 ', '+82 10-1234-5678'])
      expect(orderSearchOf(typed)?.phoneDigits).toBe(typed.replace(/\D/g, ''));
    expect(orderSearchOf('5678')).toEqual({ text: '5678', phoneDigits: '5678' });
  });

  it('takes names, e-mails and order numbers as text (an order number is also digits: both are matched)', () => {
    expect(orderSearchOf('김민수')).toEqual({ text: '김민수', phoneDigits: null });
    expect(orderSearchOf(' minsu@example.com ')).toEqual({ text: 'minsu@example.com', phoneDigits: null });
    expect(orderSearchOf('20261123-482915')).toEqual({ text: '20261123-482915', phoneDigits: '20261123482915' });
    expect(orderSearchOf('shop010')).toEqual({ text: 'shop010', phoneDigits: null });
  });

  it('searches no phone with fewer than 3 digits, and nothing for a blank term', () => {
    expect(orderSearchOf('12')).toEqual({ text: '12', phoneDigits: null });
    expect(orderSearchOf('   ')).toBeNull();
    expect(orderSearchOf(undefined)).toBeNull();
    expect(orderSearchOf('')).toBeNull();
  });
});

import { estimateDispatch, isOverdue, orderProductionDays, workStartDay } from './dispatch-estimate';

/** A Korean wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`);

// The gazette's days off in the weeks below (the package's adapter spec checks the package has them).
const HOLIDAYS = new Set([
  '2025-10-03', '2025-10-05', '2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09', // Chuseok 2025 with its substitute day
  '2025-12-25', '2026-01-01',
  '2026-02-16', '2026-02-17', '2026-02-18', // Seollal 2026
  '2026-09-24', '2026-09-25', '2026-09-26', // Chuseok 2026 (the 26th a Saturday: no substitute day)
  '2026-10-03', '2026-10-05', '2026-10-09',
  '2026-12-25', '2027-01-01',
  '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', // Seollal 2027, the 9th its substitute day
]);
const ONE_TO_THREE = { min: 1, max: 3 };

describe('the day the workshop takes an order', () => {
  it('is the day it is paid when that is a business day before 17:00', () => {
    expect(workStartDay(kst('2026-11-23T09:00:00'), HOLIDAYS)).toBe('2026-11-23');
    expect(workStartDay(kst('2026-11-23T16:59:59'), HOLIDAYS)).toBe('2026-11-23');
  });

  it('is the next business day for a payment at or after 17:00, on a weekend or on a holiday', () => {
    expect(workStartDay(kst('2026-11-23T17:00:00'), HOLIDAYS)).toBe('2026-11-24');
    expect(workStartDay(kst('2026-11-27T19:30:00'), HOLIDAYS)).toBe('2026-11-30'); // Friday evening → Monday
    expect(workStartDay(kst('2026-11-28T10:00:00'), HOLIDAYS)).toBe('2026-11-30'); // Saturday
    expect(workStartDay(kst('2026-10-09T10:00:00'), HOLIDAYS)).toBe('2026-10-12'); // 한글날 (Friday)
  });

  it('is read on Korea\'s clock: 16:00 UTC on a Sunday is Monday 01:00 in Seoul', () => {
    expect(workStartDay(new Date('2026-11-29T16:00:00Z'), HOLIDAYS)).toBe('2026-11-30');
  });
});

describe('the dispatch estimate (work start + production days, in business days)', () => {
  it('an ordinary week: paid Monday morning, 1–3 days → Tuesday to Thursday', () => {
    expect(estimateDispatch(kst('2026-11-23T10:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-11-24', due: '2026-11-26' });
  });

  it('paid on a Friday evening: counted from Monday', () => {
    expect(estimateDispatch(kst('2026-11-27T18:30:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-12-01', due: '2026-12-03' });
  });

  it('paid on a holiday: counted from the next business day', () => {
    expect(estimateDispatch(kst('2026-10-09T11:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-10-13', due: '2026-10-15' });
  });

  it('Chuseok 2025: paid the Thursday before, nothing counts from 10-03 to 10-09', () => {
    expect(estimateDispatch(kst('2025-10-02T10:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2025-10-10', due: '2025-10-14' });
  });

  it('Chuseok 2026: paid the Wednesday before, the work resumes on Monday 09-28', () => {
    expect(estimateDispatch(kst('2026-09-23T10:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-09-28', due: '2026-09-30' });
  });

  it('Seollal 2026: paid the Friday evening before, taken on Thursday 02-19', () => {
    expect(estimateDispatch(kst('2026-02-13T18:30:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-02-20', due: '2026-02-24' });
  });

  it('Seollal 2027: the substitute Tuesday (02-09) does not count either', () => {
    expect(estimateDispatch(kst('2027-02-05T10:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2027-02-10', due: '2027-02-12' });
  });

  it('the year end: paid on 31 December, 1 January is skipped', () => {
    expect(estimateDispatch(kst('2026-12-31T10:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2027-01-04', due: '2027-01-06' });
    expect(estimateDispatch(kst('2025-12-31T18:00:00'), ONE_TO_THREE, HOLIDAYS)).toEqual({ from: '2026-01-05', due: '2026-01-07' });
  });

  it('the goods\' own range: 5–7 days', () => {
    expect(estimateDispatch(kst('2026-11-23T10:00:00'), { min: 5, max: 7 }, HOLIDAYS)).toEqual({ from: '2026-11-30', due: '2026-12-02' });
  });
});

describe('an order\'s production days', () => {
  const line = (madeToOrder: boolean, min: number, max: number) => ({ madeToOrder, productionDays: { min, max } });

  it('are its slowest made-to-order line\'s, at both ends', () => {
    expect(orderProductionDays([line(true, 1, 3), line(true, 2, 2), line(true, 1, 5)])).toEqual({ min: 2, max: 5 });
  });

  it('leave out lines that were not made to order, and are null without any', () => {
    expect(orderProductionDays([line(true, 1, 3), line(false, 10, 20)])).toEqual({ min: 1, max: 3 });
    expect(orderProductionDays([line(false, 1, 3)])).toBeNull();
  });
});

describe('overdue', () => {
  it('is the day after the due day in Korea, not the due day itself', () => {
    const estimate = { from: '2026-11-24', due: '2026-11-26' };
    expect(isOverdue(estimate, '2026-11-26')).toBe(false);
    expect(isOverdue(estimate, '2026-11-27')).toBe(true);
  });
});

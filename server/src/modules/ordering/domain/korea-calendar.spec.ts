import { koreaDay, lastKoreaDays, startOfKoreaDay, startOfKoreaMonth } from './korea-calendar';
import { fillDays } from './sales-figures';

describe('Korea calendar', () => {
  it('puts 15:00 UTC on the next Korean day and 14:59:59 on the same one', () => {
    expect(koreaDay(new Date('2026-11-23T14:59:59.999Z'))).toBe('2026-11-23');
    expect(koreaDay(new Date('2026-11-23T15:00:00.000Z'))).toBe('2026-11-24');
  });

  it('starts a Korean day at 15:00 UTC the evening before', () => {
    expect(startOfKoreaDay('2026-11-24').toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('starts the Korean month on the 1st at 00:00 KST', () => {
    expect(startOfKoreaMonth(new Date('2026-11-30T15:30:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(startOfKoreaMonth(new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('lists the last 30 days, oldest first, ending today, across a month end', () => {
    const days = lastKoreaDays(new Date('2026-12-02T01:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-12-02');
    expect(days[0]).toBe('2026-11-03');
  });

  it('fills the days nothing sold with zeros', () => {
    expect(fillDays(['2026-11-01', '2026-11-02'], [{ day: '2026-11-02', orders: 1, sales: 5000 }])).toEqual([
      { day: '2026-11-01', orders: 0, sales: 0 },
      { day: '2026-11-02', orders: 1, sales: 5000 },
    ]);
  });
});

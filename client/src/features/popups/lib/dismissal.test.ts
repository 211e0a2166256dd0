import { hideForToday, isHiddenToday, koreanToday } from './dismissal';

describe('오늘 하루 보지 않기', () => {
  beforeEach(() => window.localStorage.clear());

  it("takes Korea's day, not the browser's: 23:30 UTC is already the next day in Seoul", () => {
    expect(koreanToday(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(koreanToday(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('hides the popup until the Korean day ends, then shows it again', () => {
    const hiddenAt = new Date('2026-03-01T01:00:00Z'); // 10:00 in Seoul
    hideForToday(7, hiddenAt);
    expect(isHiddenToday(7, hiddenAt)).toBe(true);
    expect(isHiddenToday(7, new Date('2026-03-01T14:59:59Z'))).toBe(true);
    expect(isHiddenToday(7, new Date('2026-03-01T15:00:00Z'))).toBe(false);
    expect(isHiddenToday(8, hiddenAt)).toBe(false);
  });

  it('survives broken storage contents', () => {
    window.localStorage.setItem('shop.popups.hiddenUntil', '{not json');
    expect(isHiddenToday(1)).toBe(false);
    hideForToday(1);
    expect(isHiddenToday(1)).toBe(true);
  });
});

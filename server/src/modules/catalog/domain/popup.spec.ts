import { checkPopupDraft, isPopupShowing } from './popup';

describe('popup', () => {
  const popup = { useYn: 'Y' as const, startDate: '2026-03-01', endDate: '2026-03-02' };

  it('shows from the start of its first Korean day to the end of its last', () => {
    expect(isPopupShowing(popup, new Date('2026-02-28T14:59:59.999Z'))).toBe(false);
    expect(isPopupShowing(popup, new Date('2026-02-28T15:00:00.000Z'))).toBe(true);
    expect(isPopupShowing(popup, new Date('2026-03-02T14:59:59.999Z'))).toBe(true);
    expect(isPopupShowing(popup, new Date('2026-03-02T15:00:00.000Z'))).toBe(false);
  });

  it('never shows when out of use', () => {
    expect(isPopupShowing({ ...popup, useYn: 'N' }, new Date('2026-03-01T03:00:00Z'))).toBe(false);
  });

  it('refuses reversed dates, a missing title and a script link', () => {
    const base = { title: '봄 세일', img: '/uploads/popups/a.webp', url: '/bags', startDate: '2026-03-01', endDate: '2026-03-02' };
    expect(checkPopupDraft(base).ok).toBe(true);
    expect(checkPopupDraft({ ...base, startDate: '2026-03-03' })).toMatchObject({ ok: false, code: 'CATALOG.POPUP_DATES_REVERSED' });
    expect(checkPopupDraft({ ...base, title: ' ' })).toMatchObject({ ok: false, message: '모두 입력해주세요.' });
    expect(checkPopupDraft({ ...base, url: 'javascript:alert(1)' })).toMatchObject({ ok: false, code: 'CATALOG.LINK_INVALID' });
    expect(checkPopupDraft({ ...base, url: '//evil.example' })).toMatchObject({ ok: false, code: 'CATALOG.LINK_INVALID' });
  });
});

import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryPopups } from '../../testing/in-memory-marketing';
import { UpdatePopupService } from './update-popup.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const CREATED = new Date('2026-11-01T00:00:00.000Z');
const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const SPRING = { title: '봄 시즌', img: '/uploads/popups/a.webp', url: '/bags', startDate: '2026-11-20', endDate: '2026-11-30', useYn: 'Y' as const, position: 0 };

async function setUp() {
  const popups = new InMemoryPopups();
  const popup = await popups.create(SPRING, CREATED);
  const activity = new RecordingStaffActivity();
  return { popups, popup, activity, service: new UpdatePopupService(popups, new InlineUnitOfWork(), activity, { now: () => NOW }) };
}

describe('UpdatePopupService', () => {
  it('writes the checked fields at the clock’s time, and audits before and after', async () => {
    const { popups, popup, activity, service } = await setUp();
    const result = await service.execute({ id: popup.id, ...SPRING, title: ' 여름 시즌 ', useYn: 'N' }, BY);
    const after = { ...popup, title: '여름 시즌', useYn: 'N' };
    expect(result).toEqual({ ok: true, value: after });
    expect(popups.rows).toEqual([after]);
    expect(popups.writtenAt.get(popup.id)).toBe(NOW);
    expect(activity.changes).toEqual([{ action: 'popup.update', targetType: 'popup', targetId: popup.id, before: popup, after, by: BY }]);
  });

  it('refuses reversed dates and an unknown popup, changing and auditing nothing', async () => {
    const { popups, popup, activity, service } = await setUp();
    expect(await service.execute({ id: popup.id, ...SPRING, startDate: '2026-12-01' }, BY)).toMatchObject({ ok: false, code: 'CATALOG.POPUP_DATES_REVERSED' });
    expect(await service.execute({ id: 99, ...SPRING }, BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'CATALOG.POPUP_NOT_FOUND' });
    expect(popups.rows).toEqual([popup]);
    expect(activity.changes).toEqual([]);
  });
});

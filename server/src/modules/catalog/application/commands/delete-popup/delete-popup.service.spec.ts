import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryPopups } from '../../testing/in-memory-marketing';
import { DeletePopupService } from './delete-popup.service';

const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const SPRING = { title: '봄 시즌', img: '/uploads/popups/a.webp', url: '', startDate: '2026-11-20', endDate: '2026-11-30', useYn: 'Y' as const, position: 0 };

describe('DeletePopupService', () => {
  it('deletes the popup and the audit keeps what it was; a second delete is not found and audits nothing more', async () => {
    const popups = new InMemoryPopups();
    const popup = await popups.create(SPRING, new Date());
    const activity = new RecordingStaffActivity();
    const service = new DeletePopupService(popups, new InlineUnitOfWork(), activity);

    expect(await service.execute(popup.id, BY)).toEqual({ ok: true, value: undefined });
    expect(popups.rows).toEqual([]);
    expect(activity.changes).toEqual([{ action: 'popup.delete', targetType: 'popup', targetId: popup.id, before: popup, after: null, by: BY }]);

    expect(await service.execute(popup.id, BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'CATALOG.POPUP_NOT_FOUND' });
    expect(activity.changes).toHaveLength(1);
  });
});

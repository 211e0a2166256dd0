import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryPopups } from '../../testing/in-memory-marketing';
import { CreatePopupService } from './create-popup.service';
import type { PopupFieldsRequest } from './popup-fields.request';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const SPRING: PopupFieldsRequest = { title: ' 봄 시즌 ', img: ' /uploads/popups/a.webp ', url: ' /bags ', startDate: '2026-11-20', endDate: '2026-11-30', useYn: 'Y' };

function setUp() {
  const popups = new InMemoryPopups();
  const activity = new RecordingStaffActivity();
  return { popups, activity, service: new CreatePopupService(popups, new InlineUnitOfWork(), activity, { now: () => NOW }) };
}

describe('CreatePopupService', () => {
  it('writes the checked fields at the clock’s time, first in order unless told, and audits the new popup', async () => {
    const { popups, activity, service } = setUp();
    const popup = { id: 1, title: '봄 시즌', img: '/uploads/popups/a.webp', url: '/bags', startDate: '2026-11-20', endDate: '2026-11-30', useYn: 'Y', position: 0 };
    expect(await service.execute(SPRING, BY)).toEqual({ ok: true, value: popup });
    expect(popups.rows).toEqual([popup]);
    expect(popups.writtenAt.get(1)).toBe(NOW);
    expect(activity.changes).toEqual([{ action: 'popup.create', targetType: 'popup', targetId: 1, before: null, after: popup, by: BY }]);
  });

  it('takes a popup without a link', async () => {
    const { popups, service } = setUp();
    expect(await service.execute({ ...SPRING, url: undefined, useYn: 'N', position: 3 }, BY)).toMatchObject({ ok: true, value: { url: '', useYn: 'N', position: 3 } });
    expect(popups.rows).toHaveLength(1);
  });

  it.each([
    ['a blank title', { ...SPRING, title: ' ' }, 'CATALOG.POPUP_FIELDS_MISSING', '모두 입력해주세요.'],
    ['a day that does not exist', { ...SPRING, endDate: '2026-11-31' }, 'CATALOG.POPUP_FIELDS_MISSING', '모두 입력해주세요.'],
    ['reversed dates', { ...SPRING, startDate: '2026-12-01' }, 'CATALOG.POPUP_DATES_REVERSED', '종료일은 시작일과 같거나 그 이후여야 합니다.'],
    ['a script link', { ...SPRING, url: 'javascript:alert(1)' }, 'CATALOG.LINK_INVALID', '링크는 /로 시작하는 주소나 http(s) 주소로 입력해주세요.'],
    ['an image from a file path', { ...SPRING, img: 'file:///etc/passwd' }, 'CATALOG.IMAGE_URL_INVALID', '이미지는 업로드한 파일이나 http(s) 주소로 입력해주세요.'],
  ])('refuses %s, writing and auditing nothing', async (_, fields, code, message) => {
    const { popups, activity, service } = setUp();
    expect(await service.execute(fields, BY)).toEqual({ ok: false, kind: 'invalid', code, message });
    expect(popups.rows).toEqual([]);
    expect(activity.changes).toEqual([]);
  });
});

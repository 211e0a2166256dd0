import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryBanners } from '../../testing/in-memory-marketing';
import { EditBannerService } from './edit-banner.service';

const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const FIRST = { id: 1, img: '/images/banners/home-1.svg', url: '/bags', txt1: '가을 신상', txt2: '' };

function setUp() {
  const banners = new InMemoryBanners([{ ...FIRST }]);
  const activity = new RecordingStaffActivity();
  return { banners, activity, service: new EditBannerService(banners, new InlineUnitOfWork(), activity) };
}

describe('EditBannerService', () => {
  it('saves the trimmed fields and audits the banner before and after', async () => {
    const { banners, activity, service } = setUp();
    const edit = { id: 1, img: ' /uploads/banners/new.webp ', url: '/wallets', txt1: ' 새 시즌 ', txt2: '  ' };
    const saved = { id: 1, img: '/uploads/banners/new.webp', url: '/wallets', txt1: '새 시즌', txt2: '' };
    expect(await service.execute(edit, BY)).toEqual({ ok: true, value: saved });
    expect(banners.rows).toEqual([saved]);
    expect(activity.changes).toEqual([{ action: 'banner.update', targetType: 'banner', targetId: 1, before: FIRST, after: saved, by: BY }]);
  });

  it('refuses missing fields, a script link and an unknown banner, changing and auditing nothing', async () => {
    const { banners, activity, service } = setUp();
    expect(await service.execute({ id: 1, img: FIRST.img, url: ' ', txt1: '문구' }, BY)).toMatchObject({ ok: false, code: 'CATALOG.BANNER_FIELDS_MISSING' });
    expect(await service.execute({ id: 1, img: FIRST.img, url: 'javascript:alert(1)', txt1: '문구' }, BY)).toMatchObject({ ok: false, code: 'CATALOG.LINK_INVALID' });
    expect(await service.execute({ id: 9, img: FIRST.img, url: '/bags', txt1: '문구' }, BY)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(banners.rows).toEqual([FIRST]);
    expect(activity.changes).toEqual([]);
  });
});

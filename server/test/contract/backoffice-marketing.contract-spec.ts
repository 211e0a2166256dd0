import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { CLOCK } from '../../src/shared/application/clock.port';
import { formatCalendarDate, koreanDateAt, koreanMidnight } from '../../src/shared/domain/calendar-date';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { HousekeepingScheduler } from '../../src/shared/infrastructure/housekeeping/housekeeping.scheduler';
import { sql } from '../support/database';
import { signUpMember, TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp, csrf } from '../support/test-app';

const DAY_MS = 24 * 3600_000;
const SAVE = '/api/member/coupon_save.php';

function koreanDay(offsetDays: number, from = new Date()): string {
  return formatCalendarDate(koreanDateAt(new Date(from.getTime() + offsetDays * DAY_MS)));
}

/**
 * The back office's marketing: home banners (edited, shown at once on the storefront), storefront popups within
 * their Korean days, coupons with their discount rules, and serial batches registrable once in the whole shop.
 */
describe('back office marketing (contract)', () => {
  let app: NestFastifyApplication;
  let uploads: string;
  let staff: TestBrowser;
  let staffId: number;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'marketing-uploads-'));
    app = await createTestApp({ UPLOADS_DIR: uploads });
    const logged = await staffBrowser(app, 'staff');
    staff = logged.browser;
    staffId = logged.account.id;
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  async function audits(action: string, targetId: string | number) {
    return sql<{ admin_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      `SELECT admin_id, before, after FROM admin_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
      [action, String(targetId)],
    );
  }

  /** A multipart upload from the staff browser (its cookies and a fresh anti-forgery pair). */
  async function upload(path: string, file: { data: Buffer; filename: string; contentType: string }) {
    const server = app.getHttpServer();
    const credentials = await csrf(request(server));
    const cookies = [...staff.cookies].filter(([name]) => !name.endsWith('shop_csrf')).map(([name, value]) => `${name}=${value}`);
    const response = await request(server)
      .post(path)
      .set('cookie', [...cookies, credentials.cookie].join('; '))
      .set('x-csrf-token', credentials.token)
      .set('x-forwarded-for', staff.ip)
      .set('accept', 'application/json')
      .attach('file', file.data, { filename: file.filename, contentType: file.contentType });
    return { status: response.status, body: response.body as { result: string; message: string; code?: string; dto?: { url: string } } };
  }

  describe('who may call', () => {
    it('answers 401 without a staff session and 403 to a member, on every marketing route', async () => {
      const anonymous = new TestBrowser(app);
      const member = await signUpMember(app);
      const calls: [string, string, object?][] = [
        ['put', '/api/banner', { id: 1, img: '/images/x.svg', url: '/bags', txt1: 'a' }],
        ['get', '/api/popup'],
        ['post', '/api/popup', {}],
        ['get', '/api/coupon'],
        ['post', '/api/coupon', {}],
        ['post', '/api/coupon/1/serials', { count: 1 }],
        ['get', '/api/coupon/1/serials.csv'],
      ];
      for (const [method, path, body] of calls) {
        const send = (browser: TestBrowser) => (method === 'get' ? browser.get(path) : method === 'put' ? browser.put(path, body ?? {}) : browser.post(path, body ?? {}));
        expect({ path, status: (await send(anonymous)).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await send(member.browser)).status }).toEqual({ path, status: 403 });
      }
    });
  });

  describe('banners', () => {
    it('PUT /api/banner needs image, link and top text (모두 입력해주세요.); the bottom text is optional', async () => {
      for (const body of [
        { id: 1, img: '', url: '/bags', txt1: '문구' },
        { id: 1, img: '/images/banners/home-1.svg', url: ' ', txt1: '문구' },
        { id: 1, img: '/images/banners/home-1.svg', url: '/bags' },
      ]) {
        const answer = await staff.put('/api/banner', body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ result: expect.not.stringMatching(/^0000$/), message: '모두 입력해주세요.' });
      }
      const script = await staff.put('/api/banner', { id: 1, img: '/images/banners/home-1.svg', url: 'javascript:alert(1)', txt1: '문구' });
      expect(script.status).toBe(400);
      expect((await staff.put('/api/banner', { id: 999_999, img: '/images/a.svg', url: '/bags', txt1: '문구' })).status).toBe(404);
    });

    it('an edit with an uploaded image shows at once on /api/banner.php and the home page, and is audited', async () => {
      const [first] = await sql<{ id: string; img: string; url: string; txt1: string; txt2: string }>(`SELECT id, img, url, txt1, txt2 FROM banner ORDER BY position, id LIMIT 1`);
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#151414' } }).png().toBuffer();
      const uploaded = await upload('/api/banner/image', { data: png, filename: 'banner.png', contentType: 'image/png' });
      expect(uploaded.status).toBe(200);
      const url = uploaded.body.dto!.url;
      expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
      const stored = await readFile(join(uploads, url.replace('/uploads/', '')));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      try {
        const edit = await staff.put('/api/banner', { id: Number(first.id), img: url, url: '/wallets', txt1: '  새 시즌  ', txt2: '' });
        expect(edit.status).toBe(200);
        expect(edit.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { id: Number(first.id), img: url, url: '/wallets', txt1: '새 시즌', txt2: '' } });
        const home = await request(app.getHttpServer()).get('/api/banner.php').expect(200);
        expect(home.body.dto[0]).toEqual({ id: Number(first.id), img: url, url: '/wallets', txt1: '새 시즌', txt2: '' });
        // Other suites edit the demo banners too (and put them back): this staff's entry is the one to read.
        const audit = (await audits('banner.update', first.id)).find((row) => row.admin_id === staffId);
        expect(audit).toMatchObject({ admin_id: staffId, before: { img: first.img, txt1: first.txt1 }, after: { img: url, txt1: '새 시즌' } });
      } finally {
        await sql(`UPDATE banner SET img = $2, url = $3, txt1 = $4, txt2 = $5 WHERE id = $1`, [first.id, first.img, first.url, first.txt1, first.txt2]);
      }
    });

    it('refuses a disguised image by its content, whatever its name and type', async () => {
      const disguised = await upload('/api/banner/image', { data: Buffer.from('<script>alert(1)</script> not a picture'), filename: 'banner.png', contentType: 'image/png' });
      expect(disguised.status).toBe(400);
      expect(disguised.body).toMatchObject({ code: 'CATALOG.IMAGE_REJECTED', message: 'PNG, JPG, SVG 이미지만 올릴 수 있습니다.' });
    });
  });

  describe('uploaded images no banner or popup uses', () => {
    const onDisk = (url: string) =>
      access(join(uploads, url.replace('/uploads/', ''))).then(
        () => true,
        () => false,
      );
    const uploadPopupImage = async () => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ce1126' } }).png().toBuffer();
      const uploaded = await upload('/api/popup/image', { data: png, filename: 'popup.png', contentType: 'image/png' });
      expect(uploaded.status).toBe(200);
      return uploaded.body.dto!.url;
    };

    afterEach(async () => {
      app.get<ControllableClock>(CLOCK).reset();
      await sql(`DELETE FROM popup`);
    });

    it('housekeeping deletes, a day after the upload, an image never saved and one replaced; a saved one stays', async () => {
      const unsaved = await uploadPopupImage();
      const replaced = await uploadPopupImage();
      const saved = await uploadPopupImage();
      const popup = { title: '이미지', url: '/bags', startDate: koreanDay(0), endDate: koreanDay(7), useYn: 'Y' };
      const created = await staff.post('/api/popup', { ...popup, img: replaced });
      expect(created.status).toBe(200);
      const id = (created.body.dto as { id: number }).id;
      expect((await staff.put('/api/popup', { id, ...popup, img: saved })).status).toBe(200);

      const scheduler = app.get(HousekeepingScheduler);
      // Within the day every upload is kept: the console may still be about to save it.
      expect((await scheduler.runOnce()).ran).toBe(true);
      expect([await onDisk(unsaved), await onDisk(replaced), await onDisk(saved)]).toEqual([true, true, true]);

      app.get<ControllableClock>(CLOCK).advance(25 * 3600_000);
      const run = await scheduler.runOnce();
      expect(run.deleted['marketing-images'].marketingImages).toBeGreaterThanOrEqual(2);
      expect([await onDisk(unsaved), await onDisk(replaced), await onDisk(saved)]).toEqual([false, false, true]);
      const left = await sql<{ url: string }>(`SELECT url FROM marketing_image_upload WHERE url = ANY($1)`, [[unsaved, replaced, saved]]);
      expect(left.map((row) => row.url)).toEqual([saved]);
      expect((await request(app.getHttpServer()).get('/api/popup.php').expect(200)).body.dto).toMatchObject([{ id, img: saved }]);
    });
  });

  describe('popups', () => {
    const fields = (overrides: Record<string, unknown> = {}) => ({
      title: '봄 시즌',
      img: '/uploads/popups/test.webp',
      url: '/bags',
      startDate: koreanDay(0),
      endDate: koreanDay(0),
      useYn: 'Y',
      ...overrides,
    });
    const showing = async () => ((await request(app.getHttpServer()).get('/api/popup.php').expect(200)).body.dto as { id: number }[]).map((popup) => popup.id);

    afterEach(async () => {
      app.get<ControllableClock>(CLOCK).reset();
      await sql(`DELETE FROM popup`);
    });

    it('creates, reads, lists, edits and deletes a popup, each change audited', async () => {
      const created = await staff.post('/api/popup', fields());
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ result: '0000', message: '정상적으로 등록되었습니다.', dto: { title: '봄 시즌', useYn: 'Y', position: 0 } });
      const id = (created.body.dto as { id: number }).id;
      expect((await staff.get(`/api/popup/${id}`)).body).toMatchObject({ dto: { id, startDate: koreanDay(0), endDate: koreanDay(0) } });
      expect((await staff.get('/api/popup', { sort: 'title,asc' })).body).toMatchObject({ dto: { content: [{ id }], totalElements: 1 } });
      const updated = await staff.put('/api/popup', { id, ...fields({ title: '여름 시즌', useYn: 'N' }) });
      expect(updated.body).toMatchObject({ result: '0000', dto: { id, title: '여름 시즌', useYn: 'N' } });
      expect((await staff.delete(`/api/popup/${id}`)).status).toBe(200);
      expect((await staff.get(`/api/popup/${id}`)).status).toBe(404);
      expect((await audits('popup.create', id)).length).toBe(1);
      expect(await audits('popup.update', id)).toEqual([expect.objectContaining({ before: expect.objectContaining({ title: '봄 시즌' }), after: expect.objectContaining({ title: '여름 시즌' }) })]);
      expect((await audits('popup.delete', id)).length).toBe(1);
    });

    it('refuses reversed dates and missing fields', async () => {
      expect((await staff.post('/api/popup', fields({ startDate: koreanDay(2), endDate: koreanDay(1) }))).body).toMatchObject({ code: 'CATALOG.POPUP_DATES_REVERSED' });
      expect((await staff.post('/api/popup', fields({ title: '' }))).body).toMatchObject({ message: '모두 입력해주세요.' });
      expect((await staff.post('/api/popup', fields({ url: 'javascript:alert(1)' }))).status).toBe(400);
    });

    it('shows on the storefront only in use and within its Korean days (edges at Korean midnight)', async () => {
      const tomorrow = koreanDay(1);
      const inUse = (await staff.post('/api/popup', fields({ startDate: tomorrow, endDate: tomorrow }))).body.dto as { id: number };
      const unused = (await staff.post('/api/popup', fields({ startDate: koreanDay(0), endDate: tomorrow, useYn: 'N' }))).body.dto as { id: number };
      const today = (await staff.post('/api/popup', fields({ startDate: koreanDay(-3), endDate: koreanDay(0) }))).body.dto as { id: number };
      expect(await showing()).toEqual([today.id]);

      const clock = app.get<ControllableClock>(CLOCK);
      const [y, m, d] = tomorrow.split('-').map(Number);
      const tomorrowStarts = koreanMidnight({ year: y, month: m, day: d }).getTime();
      clock.advance(tomorrowStarts - Date.now() - 3_000);
      expect(await showing()).toEqual([today.id]);
      clock.advance(6_000);
      expect(await showing()).toEqual([inUse.id]);
      clock.advance(DAY_MS - 6_000);
      expect(await showing()).toEqual([inUse.id]);
      clock.advance(6_000);
      expect(await showing()).toEqual([]);
      expect(unused.id).toBeGreaterThan(0);
    });
  });

  describe('coupons', () => {
    const coupon = (overrides: Record<string, unknown> = {}) => ({
      couponName: '봄 10% 쿠폰',
      minPrice: 30000,
      discountRate: 10,
      discountPrice: 0,
      startDate: koreanDay(-1),
      expirationDate: koreanDay(30),
      forNew: 'false',
      adminId: 12345,
      ...overrides,
    });

    it('applies the rules: name required, exactly one discount above 0, dates in order', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ couponName: '' }, '쿠폰명을 입력해주세요.'],
        [{ discountRate: 10, discountPrice: 1000 }, '할인율과 할인금액은 둘 중 하나만 입력해주세요.'],
        [{ discountRate: 0, discountPrice: 0 }, '할인율이나 할인금액 중 하나를 입력해주세요.'],
        [{ startDate: koreanDay(5), expirationDate: koreanDay(4) }, '종료일은 시작일과 같거나 그 이후여야 합니다.'],
        [{ discountRate: 101 }, '할인율은 0에서 100 사이의 정수로 입력해주세요.'],
        [{ minPrice: -1 }, '최소 주문 금액은 0 이상의 정수로 입력해주세요.'],
      ];
      for (const [overrides, message] of cases) {
        const answer = await staff.post('/api/coupon', coupon(overrides));
        expect({ overrides, status: answer.status, message: answer.body.message }).toEqual({ overrides, status: 400, message });
      }
    });

    it('creates, reads, lists and edits a coupon; the session decides who did it', async () => {
      const created = await staff.post('/api/coupon', coupon());
      expect(created.status).toBe(200);
      const dto = created.body.dto as { id: number; couponCode: string };
      expect(created.body).toMatchObject({
        result: '0000',
        dto: { couponName: '봄 10% 쿠폰', minPrice: 30000, discountRate: 10, discountPrice: 0, startDate: koreanDay(-1), expirationDate: koreanDay(30), forNew: 'false', serialCount: 0 },
      });
      expect(dto.couponCode).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      expect((await staff.get(`/api/coupon/${dto.id}`)).body).toMatchObject({ dto: { id: dto.id, couponCode: dto.couponCode } });
      const list = await staff.get('/api/coupon', { sort: 'created,desc', size: 50 });
      expect((list.body.dto as { content: { id: number }[] }).content.map((row) => row.id)).toContain(dto.id);
      const edited = await staff.put('/api/coupon', { id: dto.id, ...coupon({ discountRate: 0, discountPrice: 5000, forNew: 'true' }) });
      expect(edited.body).toMatchObject({ result: '0000', dto: { id: dto.id, couponCode: dto.couponCode, discountRate: 0, discountPrice: 5000, forNew: 'true' } });
      const [row] = await sql<{ discount_rate: number | null; discount_price: number }>(`SELECT discount_rate, discount_price FROM coupon WHERE id = $1`, [dto.id]);
      expect(row).toEqual({ discount_rate: null, discount_price: 5000 });
      expect(await audits('coupon.create', dto.id)).toEqual([expect.objectContaining({ admin_id: staffId })]);
      expect(await audits('coupon.update', dto.id)).toEqual([expect.objectContaining({ before: expect.objectContaining({ discountRate: 10 }), after: expect.objectContaining({ discountPrice: 5000 }) })]);
      expect((await staff.get('/api/coupon/999999')).status).toBe(404);
      // A coupon for new members is given at every later sign-up, in every suite that shares this database: off again.
      await sql(`UPDATE coupon SET for_new = false WHERE id = $1`, [dto.id]);
    });

    it('makes a batch of unique 16-character serials and downloads them as CSV with a BOM', async () => {
      const { id } = (await staff.post('/api/coupon', coupon())).body.dto as { id: number };
      expect((await staff.post(`/api/coupon/${id}/serials`, { count: 0 })).status).toBe(400);
      expect((await staff.post(`/api/coupon/${id}/serials`, { count: 5001 })).status).toBe(400);
      const batch = await staff.post(`/api/coupon/${id}/serials`, { count: 300 });
      expect(batch.body).toMatchObject({ result: '0000', dto: { count: 300 } });
      const rows = await sql<{ serial: string }>(`SELECT serial FROM coupon_serial WHERE coupon_id = $1`, [id]);
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((row) => row.serial)).size).toBe(300);
      for (const { serial } of rows) expect(serial).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      const codes = await sql(`SELECT 1 FROM coupon WHERE coupon_code = ANY($1::varchar[])`, [rows.map((row) => row.serial)]);
      expect(codes).toEqual([]);

      const csv = await request(app.getHttpServer())
        .get(`/api/coupon/${id}/serials.csv`)
        .set('cookie', [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
        .set('x-forwarded-for', staff.ip)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      const bytes = csv.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('serial,batch_id,created_at,registered,registered_at');
      expect(lines).toHaveLength(301);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[0]))).toEqual(new Set(rows.map((row) => row.serial)));
      expect(lines[1].split(',')[1]).toBe((batch.body.dto as { batchId: string }).batchId);
      expect(await audits('coupon.serials', id)).toEqual([expect.objectContaining({ after: { batchId: expect.any(String), count: 300 } })]);
    });

    it('a batch serial registers once in the whole shop: two members racing, exactly one gets the coupon', async () => {
      const { id } = (await staff.post('/api/coupon', coupon({ discountRate: 0, discountPrice: 3000, minPrice: 0 }))).body.dto as { id: number };
      await staff.post(`/api/coupon/${id}/serials`, { count: 2 });
      const [{ serial }, { serial: second }] = await sql<{ serial: string }>(`SELECT serial FROM coupon_serial WHERE coupon_id = $1 ORDER BY id`, [id]);
      const [alice, bob] = [await signUpMember(app), await signUpMember(app)];
      const answers = await Promise.all([alice, bob].map((member) => member.browser.post(SAVE, { c_serial: serial.toLowerCase(), memberId: member.id })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'PROMOTIONS.COUPON_ALREADY_REGISTERED', message: '이미 등록된 쿠폰입니다.' });
      const held = await sql<{ member_id: number }>(`SELECT member_id FROM member_coupon WHERE coupon_id = $1`, [id]);
      expect(held).toHaveLength(1);
      const [used] = await sql<{ used_by_member_id: number }>(`SELECT used_by_member_id FROM coupon_serial WHERE serial = $1`, [serial]);
      expect(used.used_by_member_id).toBe(held[0].member_id);
      // The winner holds the coupon already: a second serial of it is refused and stays unspent for someone else.
      const winner = held[0].member_id === alice.id ? alice : bob;
      expect((await winner.browser.post(SAVE, { c_serial: second, memberId: winner.id })).status).toBe(409);
      expect(await sql(`SELECT used_at FROM coupon_serial WHERE serial = $1`, [second])).toEqual([{ used_at: null }]);
      const loser = winner === alice ? bob : alice;
      expect((await loser.browser.post(SAVE, { c_serial: second, memberId: loser.id })).status).toBe(200);
    });
  });
});

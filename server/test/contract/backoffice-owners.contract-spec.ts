import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createScratchDatabase } from '../support/database';
import { TestBrowser } from '../support/membership-helpers';
import { createStaffAccount, type StaffAccount } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/**
 * The shop always keeps one owner in use. On a database of its own: the rule counts every owner in the shop, which
 * suites sharing the run's database would disturb.
 */
describe('the last owner in use', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    app = await createTestApp({ DATABASE_URL: scratch.url });
  });

  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  async function loggedIn(account: StaffAccount): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    const answer = await browser.post('/api/admin/login', { email: account.email, password: account.password });
    expect(answer.status).toBe(200);
    return browser;
  }

  const demote = (browser: TestBrowser, account: StaffAccount, change: { role?: string; useYn?: string }) =>
    browser.put('/api/admins', { id: account.id, email: account.email, adminPass: null, adminName: 'owner 담당', role: 'owner', useYn: 'Y', ...change });

  it('two owners demoting each other at once: one wins, the other is refused, one owner is left', async () => {
    const a = await createStaffAccount(app, 'owner');
    const b = await createStaffAccount(app, 'owner');
    const [asA, asB] = [await loggedIn(a), await loggedIn(b)];
    const answers = await Promise.all([demote(asA, b, { role: 'staff' }), demote(asB, a, { role: 'staff' })]);
    // The loser is refused either way: 409 when both checks met inside the lock (demoting the other would leave no
    // owner), 403 when the winner had already committed and the loser's own session is no longer an owner's.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect([403, 409]).toContain(refused.status);
    if (refused.status === 409) {
      expect(refused.body).toMatchObject({ code: 'BACKOFFICE.LAST_OWNER', message: '사용 중인 최고 관리자가 한 명은 있어야 합니다.' });
    } else {
      expect(refused.body).toMatchObject({ code: 'COMMON.STAFF_FORBIDDEN' });
    }
    const owner = answers[0].status === 200 ? asA : asB;
    const list = await owner.get('/api/admins', { size: 100 });
    const active = (list.body.dto as { content: { role: string; useYn: string }[] }).content.filter((row) => row.role === 'owner' && row.useYn === 'Y');
    expect(active).toHaveLength(1);
  });

  it('the last owner cannot take themselves out of use either', async () => {
    const list = await new TestBrowser(app).get('/api/admins');
    expect(list.status).toBe(401);
    const extra = await createStaffAccount(app, 'owner');
    const browser = await loggedIn(extra);
    // Two owners are in use now (the first test's survivor and this one): the survivor may go out of use, the last may not.
    const all = (await browser.get('/api/admins', { size: 100 })).body.dto as { content: { id: number; email: string; role: string; useYn: string }[] };
    const survivor = all.content.find((row) => row.role === 'owner' && row.useYn === 'Y' && row.id !== extra.id);
    expect(survivor).toBeDefined();
    const off = await browser.put('/api/admins', { id: survivor!.id, email: survivor!.email, adminPass: null, adminName: '퇴사', role: 'owner', useYn: 'N' });
    expect(off.status).toBe(200);
    const self = await demote(browser, extra, { useYn: 'N' });
    expect(self.status).toBe(409);
    expect((await browser.get('/api/admin/me')).status).toBe(200);
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Secret, TOTP } from 'otpauth';
import { sql } from '../support/database';
import { TestBrowser, uniqueIp } from '../support/membership-helpers';
import { createStaffAccount, type StaffAccount } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/** The answer's payload, read loosely (each test states what it expects of it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dto = (answer: { body: Record<string, unknown> }): any => answer.body.dto;

/** The authenticator app: the code for `secret` at `at` (now unless given). */
function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** A code that is surely not the current one (nor one step either side). */
function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((delta) => codeOf(secret, Date.now() + delta)));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}

/**
 * Two-factor sign-in for console accounts (issue 19): an account sets up an authenticator (TOTP) and confirms it with
 * its first code; sign-in then asks for a code, accepts each time step once, or a recovery code once; the owner may
 * require two-factor for everyone (accounts without it set it up at sign-in) and reset a lost one. Every change is in
 * the audit log.
 */
describe('back office: two-factor sign-in (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    // The policy is the database's: leave it off for the suites after this one.
    await sql(`DELETE FROM backoffice_setting WHERE key = 'two-factor-required'`).catch(() => undefined);
    await app?.close();
  });

  /** A browser from an address of its own (the login limits count per address). */
  const browser = () => new TestBrowser(app, uniqueIp());
  const login = (from: TestBrowser, account: StaffAccount, otp?: string) => from.post('/api/admin/login', { email: account.email, password: account.password, ...(otp === undefined ? {} : { otp }) });
  const audits = (adminId: number, action: string) =>
    sql<{ after: Record<string, unknown> | null }>(`SELECT after FROM admin_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`, [action, String(adminId)]);

  /** Logs in (no two-factor yet), sets up an authenticator and confirms it: the secret and the recovery codes. */
  async function withTwoFactor(account: StaffAccount) {
    const from = browser();
    expect((await login(from, account)).status).toBe(200);
    const setup = await from.post('/api/admin/me/two-factor/setup', {});
    expect(setup.status).toBe(200);
    const secret = dto(setup).secret as string;
    const confirmed = await from.post('/api/admin/me/two-factor/confirm', { otp: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    return { from, secret, recoveryCodes: dto(confirmed).recoveryCodes as string[] };
  }

  it('sets up an authenticator: a secret and its otpauth URI, a wrong first code refused, the right one turns it on with ten recovery codes', async () => {
    const account = await createStaffAccount(app, 'staff');
    const from = browser();
    expect((await login(from, account)).status).toBe(200);
    expect(dto(await from.get('/api/admin/me/two-factor'))).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await from.post('/api/admin/me/two-factor/setup', {});
    const { secret, otpauthUri } = dto(setup) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    const [stored] = await sql<{ secret: string; confirmed_at: Date | null }>('SELECT secret, confirmed_at FROM admin_two_factor WHERE admin_id = $1', [account.id]);
    expect(stored.secret).not.toContain(secret);
    expect(stored.confirmed_at).toBeNull();

    const wrong = await from.post('/api/admin/me/two-factor/confirm', { otp: wrongCode(secret) });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([401, 'BACKOFFICE.OTP_FAILED', '인증 코드가 올바르지 않습니다. 다시 확인해주세요.']);
    expect(dto(await from.get('/api/admin/me/two-factor')).enabled).toBe(false);

    const confirmed = await from.post('/api/admin/me/two-factor/confirm', { otp: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    const codes = dto(confirmed).recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(dto(await from.get('/api/admin/me/two-factor'))).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await from.post('/api/admin/me/two-factor/setup', {})).body.code).toBe('BACKOFFICE.TWO_FACTOR_ALREADY_ON');
    expect(await audits(account.id, 'admin.two-factor.on')).toHaveLength(1);
  });

  it('asks for the code at sign-in, refuses a wrong one, accepts a step once (no replay), and records how', async () => {
    const account = await createStaffAccount(app, 'staff');
    const { secret } = await withTwoFactor(account);

    const asked = await login(browser(), account);
    expect([asked.status, asked.body.code, asked.body.message]).toEqual([401, 'BACKOFFICE.OTP_REQUIRED', '인증 앱에 표시된 6자리 코드를 입력해주세요.']);
    expect(asked.setCookies.join(';')).not.toContain('shop_admin_session=ey');
    expect((await login(browser(), account, wrongCode(secret))).body.code).toBe('BACKOFFICE.OTP_FAILED');
    expect((await login(browser(), { ...account, password: 'wrong-password-1' }, codeOf(secret))).body.code).toBe('BACKOFFICE.LOGIN_FAILED');

    // The next step's code (one step of drift is allowed), so the confirming code's step is not reused.
    const code = codeOf(secret, Date.now() + 30_000);
    const from = browser();
    const signedIn = await login(from, account, code);
    expect(signedIn.status).toBe(200);
    expect(dto(signedIn)).toEqual({ id: account.id, email: account.email, name: expect.any(String), role: 'staff' });
    expect((await from.get('/api/admin/me')).status).toBe(200);
    expect((await login(browser(), account, code)).body.code).toBe('BACKOFFICE.OTP_FAILED');
    expect((await audits(account.id, 'admin.login')).map((row) => row.after?.twoFactor)).toEqual(['none', 'totp']);
  });

  it('takes a recovery code once, in any case, even when ten sign-ins race with it', async () => {
    const account = await createStaffAccount(app, 'staff');
    const { recoveryCodes } = await withTwoFactor(account);
    expect((await login(browser(), account, recoveryCodes[0].toUpperCase().replace('-', ' '))).status).toBe(200);
    expect((await login(browser(), account, recoveryCodes[0])).body.code).toBe('BACKOFFICE.OTP_FAILED');

    const answers = await Promise.all(Array.from({ length: 10 }, () => login(browser(), account, recoveryCodes[1])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'BACKOFFICE.OTP_FAILED')).toHaveLength(9);
    const [left] = await sql<{ count: string }>('SELECT count(*) FROM admin_recovery_code WHERE admin_id = $1 AND used_at IS NULL', [account.id]);
    expect(Number(left.count)).toBe(8);
    expect((await audits(account.id, 'admin.login')).map((row) => row.after?.twoFactor)).toEqual(['none', 'recovery-code', 'recovery-code']);
  });

  it('turns off with the password only; then sign-in needs the password alone', async () => {
    const account = await createStaffAccount(app, 'staff');
    const { from } = await withTwoFactor(account);
    const refused = await from.post('/api/admin/me/two-factor/off', { password: 'not-the-password' });
    expect([refused.status, refused.body.code]).toEqual([401, 'BACKOFFICE.PASSWORD_MISMATCH']);
    expect((await from.post('/api/admin/me/two-factor/off', { password: account.password })).status).toBe(200);
    expect((await login(browser(), account)).status).toBe(200);
    expect(await audits(account.id, 'admin.two-factor.off')).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const account = await createStaffAccount(app, 'staff');
    const from = browser();
    expect((await login(from, account)).status).toBe(200);
    for (const body of [{}, { otp: null }, { otp: 123456 }, { otp: 'x'.repeat(33) }]) {
      const answer = await from.post('/api/admin/me/two-factor/confirm', body);
      expect([answer.status, answer.body.result === '0000']).toEqual([400, false]);
    }
    expect((await login(browser(), account, 123456 as unknown as string)).status).toBe(400);
    expect(await sql('SELECT 1 FROM admin_two_factor WHERE admin_id = $1', [account.id])).toEqual([]);
  });

  describe('the owner requires two-factor for everyone', () => {
    it('needs the owner\'s own first; then an account without it sets one up at sign-in, and cannot turn it off; a reset ends its sessions', async () => {
      const owner = await createStaffAccount(app, 'owner');
      const ownerBrowser = browser();
      expect((await login(ownerBrowser, owner)).status).toBe(200);
      const first = await ownerBrowser.put('/api/admin/two-factor-policy', { required: true });
      expect([first.status, first.body.code]).toEqual([409, 'BACKOFFICE.TWO_FACTOR_OWNER_FIRST']);
      const staff = await createStaffAccount(app, 'staff');
      const staffBrowser = browser();
      expect((await login(staffBrowser, staff)).status).toBe(200);
      expect((await staffBrowser.put('/api/admin/two-factor-policy', { required: true })).status).toBe(403);

      const { from: owned, secret: ownerSecret } = await withTwoFactor(owner);
      expect(dto(await owned.put('/api/admin/two-factor-policy', { required: true }))).toEqual({ required: true });
      try {
        const asked = await login(browser(), staff);
        expect([asked.status, asked.body.code]).toEqual([401, 'BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED']);
        expect((await browser().post('/api/admin/login/two-factor-setup', { email: staff.email, password: 'wrong-password-1' })).body.code).toBe('BACKOFFICE.LOGIN_FAILED');
        const setup = await browser().post('/api/admin/login/two-factor-setup', { email: staff.email, password: staff.password });
        expect(setup.status).toBe(200);
        const secret = dto(setup).secret as string;
        expect((await login(browser(), staff, wrongCode(secret))).body.code).toBe('BACKOFFICE.OTP_FAILED');
        const from = browser();
        const enrolled = await login(from, staff, codeOf(secret));
        expect(enrolled.status).toBe(200);
        expect(dto(enrolled).recoveryCodes).toHaveLength(10);
        expect(dto(await from.get('/api/admin/me/two-factor'))).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
        expect((await from.post('/api/admin/me/two-factor/off', { password: staff.password })).body.code).toBe('BACKOFFICE.TWO_FACTOR_REQUIRED');
        expect((await browser().post('/api/admin/login/two-factor-setup', { email: staff.email, password: staff.password })).body.code).toBe('BACKOFFICE.TWO_FACTOR_ALREADY_ON');

        expect((await owned.post(`/api/admins/${staff.id}/two-factor/reset`, {})).status).toBe(200);
        expect((await from.get('/api/admin/me')).status).toBe(401);
        expect((await login(browser(), staff)).body.code).toBe('BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED');
        expect((await owned.post('/api/admins/2147483000/two-factor/reset', {})).status).toBe(404);
        expect(await audits(staff.id, 'admin.two-factor.reset')).toHaveLength(1);
        // The owner still signs in with the next code.
        expect((await login(browser(), owner, codeOf(ownerSecret, Date.now() + 30_000))).status).toBe(200);
      } finally {
        expect(dto(await owned.put('/api/admin/two-factor-policy', { required: false }))).toEqual({ required: false });
      }
      const changes = await sql<{ after: { required: boolean } }>(`SELECT after FROM admin_audit_log WHERE action = 'backoffice.two-factor-policy' ORDER BY id DESC LIMIT 2`);
      expect(changes.map((row) => row.after.required)).toEqual([false, true]);
    });
  });
});

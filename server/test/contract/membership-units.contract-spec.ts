import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as argon2 from 'argon2';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { MEMBER_REPOSITORY } from '../../src/modules/membership/application/membership.di-tokens';
import type { MemberRepositoryPort } from '../../src/modules/membership/application/ports/member.repository.port';
import { sql } from '../support/database';
import { ALL_CONSENTS, lastSms, signUpMember, STRONG_PASSWORD, TestBrowser, uniqueEmail, uniquePhone, verifiedToken } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';
import { expectInjectedServerFaults } from '../support/openapi/response-mismatches';

/**
 * Each membership use case commits as one unit of work. A trigger makes a chosen write to
 * member_session fail (rows of one IP address), so the use case's later write fails after
 * its first one went through; the first must be undone. Also: sign-up checks the token
 * before the e-mail, and the member row's optimistic lock.
 */
describe('membership units of work (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;

  const failSessionWritesFrom = (ip: string) => sql('INSERT INTO h3_failing_session_ip (ip) VALUES ($1)', [ip]);
  const stopFailing = (ip: string) => sql('DELETE FROM h3_failing_session_ip WHERE ip = $1', [ip]);
  const storedMember = async (email: string) =>
    (await sql<{ id: number; password_hash: string; version: number; must_change_password: boolean }>('SELECT * FROM member WHERE lower(email) = lower($1)', [email]))[0];

  function signUpBody(token: string, email: string) {
    return { email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, verificationToken: token, sex: 2, ...ALL_CONSENTS };
  }

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
    await sql('CREATE TABLE h3_failing_session_ip (ip varchar(64) PRIMARY KEY)');
    await sql(`
      CREATE FUNCTION h3_fail_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM h3_failing_session_ip WHERE ip = NEW.ip) THEN
          RAISE EXCEPTION 'injected failure writing member_session for %', NEW.ip;
        END IF;
        RETURN NEW;
      END $$`);
    await sql('CREATE TRIGGER h3_fail_session_write BEFORE INSERT OR UPDATE ON member_session FOR EACH ROW EXECUTE FUNCTION h3_fail_session_write()');
  });

  afterAll(async () => {
    await sql('DROP TRIGGER IF EXISTS h3_fail_session_write ON member_session');
    await sql('DROP FUNCTION IF EXISTS h3_fail_session_write()');
    await sql('DROP TABLE IF EXISTS h3_failing_session_ip');
    await app?.close();
  });

  describe('sign-up', () => {
    it('undoes the member and gives the token back when opening the session fails', async () => {
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, uniquePhone());
      const email = uniqueEmail('unit');
      await failSessionWritesFrom(browser.ip);
      expectInjectedServerFaults();
      expect((await browser.post('/api/member.php', signUpBody(token, email))).status).toBe(500);
      expect(await storedMember(email)).toBeUndefined();

      await stopFailing(browser.ip);
      const again = await browser.post('/api/member.php', signUpBody(token, email));
      expect(again.status).toBe(201);
      expect(await storedMember(email)).toBeDefined();
    });

    it('answers a bogus token\'s error, not "email taken", when the e-mail belongs to someone', async () => {
      const member = await signUpMember(app);
      const refused = await new TestBrowser(app).post('/api/member.php', signUpBody('bogus-token', member.email));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ result: '4000', code: 'VERIFICATION.TOKEN_INVALID' });
    });

    it('gives the token back when the e-mail turns out taken: the same token then signs up another e-mail', async () => {
      const member = await signUpMember(app);
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, uniquePhone());
      const taken = await browser.post('/api/member.php', signUpBody(token, member.email.toUpperCase()));
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('MEMBERSHIP.EMAIL_TAKEN');
      expect((await browser.post('/api/member.php', signUpBody(token, uniqueEmail('second-try')))).status).toBe(201);
    });
  });

  describe('change-password', () => {
    it('keeps the old password when marking the session fails after the new hash was written', async () => {
      const member = await signUpMember(app);
      const before = await storedMember(member.email);
      expect((await member.browser.post('/api/member/check-pass.php', { id: String(member.id), password: member.password })).body.result).toBe('0000');
      await failSessionWritesFrom(member.browser.ip);
      expectInjectedServerFaults();
      expect((await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'new-black#77' })).status).toBe(500);
      await stopFailing(member.browser.ip);

      expect((await storedMember(member.email)).password_hash).toBe(before.password_hash);
      expect((await new TestBrowser(app).post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
      // The check was not spent either: the change goes through now.
      expect((await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'new-black#77' })).status).toBe(200);
      expect((await storedMember(member.email)).password_hash).not.toBe(before.password_hash);
    });
  });

  describe('send-password', () => {
    it('keeps the password, the token and the sessions, and texts nothing, when revoking the sessions fails', async () => {
      const member = await signUpMember(app);
      clock.advance(61_000);
      const before = await storedMember(member.email);
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, member.phone, 'find-password', null);
      const smsBefore = await lastSms(app, member.phone);

      // The member's own session rows (the sign-up browser's address) refuse the revocation.
      await failSessionWritesFrom(member.browser.ip);
      expectInjectedServerFaults();
      expect((await browser.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token })).status).toBe(500);
      await stopFailing(member.browser.ip);

      expect(await storedMember(member.email)).toMatchObject({ password_hash: before.password_hash, must_change_password: false });
      expect(await lastSms(app, member.phone)).toEqual(smsBefore);
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).status).toBe(200);

      const sent = await browser.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token });
      expect(sent.status).toBe(200);
      expect((await lastSms(app, member.phone))?.text).toMatch(/임시 비밀번호/);
      expect((await storedMember(member.email)).must_change_password).toBe(true);
    });
  });

  describe('login with a hash made by older settings', () => {
    it('keeps the old hash when the new session cannot be written, and upgrades it with the next login', async () => {
      const member = await signUpMember(app);
      const oldHash = await argon2.hash(member.password, { type: argon2.argon2id, memoryCost: 8 * 1024, timeCost: 1, parallelism: 1 });
      await sql('UPDATE member SET password_hash = $2 WHERE id = $1', [member.id, oldHash]);
      const browser = new TestBrowser(app);

      await failSessionWritesFrom(browser.ip);
      expectInjectedServerFaults();
      expect((await browser.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(500);
      await stopFailing(browser.ip);
      expect((await storedMember(member.email)).password_hash).toBe(oldHash);

      expect((await browser.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
      const upgraded = (await storedMember(member.email)).password_hash;
      expect(upgraded).not.toBe(oldHash);
      expect(await argon2.verify(upgraded, member.password)).toBe(true);
    });
  });

  describe('optimistic lock on the member row', () => {
    it('lets one of two updates made from the same read win, refuses the other, and overwrites nothing', async () => {
      const member = await signUpMember(app);
      const members = app.get<MemberRepositoryPort>(MEMBER_REPOSITORY);
      const [first, second] = await Promise.all([members.findById(member.id), members.findById(member.id)]);
      const version = (await storedMember(member.email)).version;
      first!.updatePreferences({ sex: 1, marketing: true, news: true }, new Date());
      second!.updatePreferences({ sex: 2, marketing: false, news: false }, new Date());

      const results = await Promise.all([members.update(first!), members.update(second!)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.MEMBER_CHANGED' });

      const winner = results[0].ok ? { sex: 1, marketing: true } : { sex: 2, marketing: false };
      const [row] = await sql<{ sex: number; marketing_consented_at: Date | null; version: number }>('SELECT sex, marketing_consented_at, version FROM member WHERE id = $1', [member.id]);
      expect({ sex: row.sex, marketing: row.marketing_consented_at !== null }).toEqual(winner);
      expect(row.version).toBe(version + 1);
    });

    it('refuses an update from a read older than the last write, with 409 through HTTP as a conflict', async () => {
      const member = await signUpMember(app);
      const members = app.get<MemberRepositoryPort>(MEMBER_REPOSITORY);
      const stale = await members.findById(member.id);
      expect((await member.browser.put('/api/member.php', { id: member.id, sex: 1 })).status).toBe(200);
      stale!.updatePreferences({ sex: 2, marketing: false, news: false }, new Date());
      expect(await members.update(stale!)).toMatchObject({ ok: false, code: 'MEMBERSHIP.MEMBER_CHANGED' });
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).body.data).toMatchObject({ sex: 1 });
    });
  });
});

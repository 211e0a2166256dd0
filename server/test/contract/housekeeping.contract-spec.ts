import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { SendTextMessageService } from '../../src/modules/verification/application/commands/send-text-message/send-text-message.service';
import { HousekeepingScheduler } from '../../src/shared/infrastructure/housekeeping/housekeeping.scheduler';
import { sql, withClient } from '../support/database';
import { signUpMember, STRONG_PASSWORD, TestBrowser, uniquePhone } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Footprint {
  codes: number;
  tokens: number;
  outboxTexts: number;
  sessions: number;
  loginAttempts: number;
  members: number;
}

/** What the database holds about one member's phone, e-mail and id. */
async function footprint(member: { id: number; phone: string; email: string }): Promise<Footprint> {
  const count = async (text: string, param: unknown) => Number((await sql<{ n: string }>(text, [param]))[0].n);
  return {
    codes: await count('SELECT count(*) AS n FROM verification_code WHERE phone = $1', member.phone),
    tokens: await count('SELECT count(*) AS n FROM verification_token WHERE phone = $1', member.phone),
    outboxTexts: await count('SELECT count(*) AS n FROM sms_outbox WHERE recipient = $1', member.phone),
    sessions: await count('SELECT count(*) AS n FROM member_session WHERE member_id = $1', member.id),
    loginAttempts: await count('SELECT count(*) AS n FROM login_attempt WHERE email_key = lower($1)', member.email),
    members: await count('SELECT count(*) AS n FROM member WHERE id = $1', member.id),
  };
}

describe('housekeeping: records past their retention period are deleted (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;
  let scheduler: HousekeepingScheduler;

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
    scheduler = app.get(HousekeepingScheduler);
  });
  afterEach(() => clock.reset());
  afterAll(() => app.close());

  it('keeps what is recent, drops outbox texts and spent tokens after a day, access records after 90 days', async () => {
    const member = await signUpMember(app);
    const stranger = new TestBrowser(app);
    const wrong = await stranger.post('/api/member/login.php', { email: member.email, password: `${STRONG_PASSWORD}x` });
    expect(wrong.status).toBe(401);
    expect((await member.browser.get('/api/logout')).status).toBe(200);

    const fresh = await footprint(member);
    expect(fresh).toEqual({ codes: 1, tokens: 1, outboxTexts: 1, sessions: 1, loginAttempts: 1, members: 1 });

    // Nothing is old yet.
    expect((await scheduler.runOnce()).ran).toBe(true);
    expect(await footprint(member)).toEqual(fresh);

    // Two days on: the outbox text (a code in the clear) and the spent token are gone.
    clock.advance(2 * DAY_MS);
    const afterTwoDays = await scheduler.runOnce();
    expect(afterTwoDays.deleted.verification.outboxTexts).toBeGreaterThanOrEqual(1);
    expect(await footprint(member)).toEqual({ ...fresh, tokens: 0, outboxTexts: 0 });

    // A new login now, then 90 more days: the old code, attempt and revoked session go; the member and
    // the session still in use stay.
    clock.advance(88 * DAY_MS);
    const returning = new TestBrowser(app);
    expect((await returning.post('/api/member/login.php', { email: member.email, password: STRONG_PASSWORD })).status).toBe(200);
    clock.advance(3 * DAY_MS);
    const later = await scheduler.runOnce();
    expect(later.deleted.membership.sessions).toBeGreaterThanOrEqual(1);
    expect(await footprint(member)).toEqual({ codes: 0, tokens: 0, outboxTexts: 0, sessions: 1, loginAttempts: 1, members: 1 });
    expect((await returning.get('/api/member/index.php', { memid: member.id })).status).toBe(200);
  });

  it('does nothing while another instance holds the housekeeping lock', async () => {
    await withClient(async (other) => {
      await other.query('SELECT pg_advisory_lock(7423001)');
      try {
        expect(await scheduler.runOnce()).toEqual({ ran: false, deleted: {} });
      } finally {
        await other.query('SELECT pg_advisory_unlock(7423001)');
      }
    });
    expect((await scheduler.runOnce()).ran).toBe(true);
  });

  it('drops limit counters (keyed by phone, e-mail, address) a day after their window opened', async () => {
    const phone = uniquePhone();
    expect((await new TestBrowser(app).post('/api/send-one.php', { to: phone })).status).toBe(200);
    const counters = async () => Number((await sql<{ n: string }>("SELECT count(*) AS n FROM limit_counter WHERE key = $1 OR key LIKE $1 || '/%'", [phone]))[0].n);
    expect(await counters()).toBe(2);
    await scheduler.runOnce();
    expect(await counters()).toBe(2);
    clock.advance(DAY_MS + 60_000);
    expect((await scheduler.runOnce()).deleted.limits.counters).toBeGreaterThanOrEqual(2);
    expect(await counters()).toBe(0);
  });

  it('drops the keys of texts sent by jobs after 35 days, not before (a dead-letter retry within 30 days still finds its key)', async () => {
    const key = `housekeeping-key:${Date.now()}`;
    await app.get(SendTextMessageService).send(uniquePhone(), '주문 완료', { idempotencyKey: key });
    const keys = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM sms_send_key WHERE idempotency_key = $1', [key]))[0].n);
    expect(await keys()).toBe(1);
    clock.advance(34 * DAY_MS);
    await scheduler.runOnce();
    expect(await keys()).toBe(1);
    clock.advance(2 * DAY_MS);
    expect((await scheduler.runOnce()).deleted.verification.sendKeys).toBeGreaterThanOrEqual(1);
    expect(await keys()).toBe(0);
  });

  it('registers one retention task per context that keeps personal records', async () => {
    const run = await scheduler.runOnce();
    // unpaid-orders is the checkout's: it closes orders left unpaid for a day (checkout.contract-spec.ts). The approvals
    // a crash left claimed are no task of housekeeping's: payments reconciles them on its own schedule.
    // withdrawn-members and dormant-members are membership's too: withdrawal.contract-spec.ts.
    // marketing-images is the catalog's unused banner and popup uploads: backoffice-marketing.contract-spec.ts.
    // guest-sessions is the checkout's expired guest sessions: guest-orders.contract-spec.ts.
    expect(Object.keys(run.deleted).sort()).toEqual([
      'dormant-members',
      'guest-sessions',
      'limits',
      'marketing-images',
      'membership',
      'unpaid-orders',
      'verification',
      'withdrawn-members',
    ]);
    expect(Object.keys(run.deleted['withdrawn-members']).sort()).toEqual(['addresses', 'members', 'wishlists']);
    expect(Object.keys(run.deleted['dormant-members']).sort()).toEqual(['failed', 'moved', 'noticed']);
    expect(Object.keys(run.deleted['unpaid-orders'])).toEqual(['expiredOrders']);
    expect(Object.keys(run.deleted.verification).sort()).toEqual(['codes', 'outboxTexts', 'sendKeys', 'tokens']);
    expect(Object.keys(run.deleted.membership).sort()).toEqual(['loginAttempts', 'sessions', 'socialLoginStates']);
    expect(Object.keys(run.deleted['guest-sessions'])).toEqual(['sessions']);
  });
});

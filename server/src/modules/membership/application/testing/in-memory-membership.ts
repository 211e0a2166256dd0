/* Test doubles for the membership ports: in memory, with the adapters' semantics. */
import type { ClockPort } from '../../../../shared/application/clock.port';
import { InMemoryLimitCounters } from '../../../../shared/application/testing/in-memory-limit-counters';
import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import type { CountedLimit, SlotOutcome } from '../../../../shared/domain/counted-limit';
import { type PageRequest, pageOf } from '../../../../shared/domain/page';
import { type Result, fail, ok } from '../../../../shared/domain/result';
import { emailKey } from '../../domain/email-address';
import { SignUpService } from '../commands/sign-up/sign-up.service';
import { Member } from '../../domain/member';
import { MembershipFailures } from '../../domain/membership-failures';
import type { DormancyNotice, DormantMember, DormantMembersPort, PlaceholderIdentity } from '../ports/dormant-members.port';
import type { LoginAttempt, LoginAttemptRepositoryPort } from '../ports/login-attempt.repository.port';
import type { OrdersInProgressPort } from '../ports/orders-in-progress.port';
import type { MemberWishlistPort } from '../ports/member-wishlist.port';
import type { MemberNotifierPort } from '../ports/member-notifier.port';
import type { MemberStaffRecordsPort, StaffCoupon, StaffOrderSummary, StaffPointEntry } from '../ports/member-staff-records.port';
import type { MemberRepositoryPort } from '../ports/member.repository.port';
import type { MembershipSecretsPort } from '../ports/membership-secrets.port';
import type { PasswordHasherPort } from '../../../../shared/application/password-hasher.port';
import type { PausePort } from '../ports/pause.port';
import type { PhoneVerificationPort, PhoneVerificationPurpose, VerifiedPhoneClaim } from '../ports/phone-verification.port';
import type { PointBalancePort } from '../ports/point-balance.port';
import type { GuestOrdersPort } from '../ports/guest-orders.port';
import type { WelcomeGiftPort } from '../ports/welcome-gift.port';
import type { SessionRecord, SessionRepositoryPort } from '../ports/session.repository.port';
import type { SocialLoginStateRepositoryPort } from '../ports/social-login-state.repository.port';
import type { SocialLoginPort, SocialProfile, SocialTokens } from '../ports/social-login.port';
import { type ClientContext, MemberSessionsService } from '../services/member-sessions.service';
import { PasswordCheckService } from '../services/password-check.service';
import type { SessionSettings } from '../session-settings';

export class FakeClock implements ClockPort {
  constructor(private current = new Date('2026-03-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class InMemoryMembers implements MemberRepositoryPort {
  private readonly rows = new Map<number, Member>();
  readonly lastLogins = new Map<number, Date>();
  private nextId = 1;

  async recordLogin(memberId: number, at: Date) {
    this.lastLogins.set(memberId, at);
  }
  /** The dormancy task's move, as the adapter does it: the row keeps a placeholder and no personal data. */
  moveToDormant(memberId: number, into: InMemoryDormantMembers) {
    const member = this.rows.get(memberId);
    if (!member) throw new Error(`no member ${memberId}`);
    const state = member.snapshot();
    into.rows.set(memberId, { memberId, passwordHash: state.passwordHash, phone: state.phone, naverId: state.naverId, email: state.email, state });
    this.rows.set(
      memberId,
      Member.restore({ ...state, email: `dormant-${memberId}@dormant.invalid`, passwordHash: null, phone: null, birth: null, naverId: null, standing: 'dormant', version: state.version + 1 }),
    );
  }
  restoreFromDormant(memberId: number, state: ReturnType<Member['snapshot']>) {
    this.rows.set(memberId, Member.restore({ ...state, standing: 'active', version: (this.rows.get(memberId)?.version ?? state.version) + 1 }));
  }

  async findById(id: number) {
    const member = this.rows.get(id);
    return member ? Member.restore(member.snapshot()) : null;
  }
  async lockById(id: number) {
    return this.findById(id);
  }
  async holdActive(id: number) {
    return this.rows.get(id)?.isActive ?? false;
  }
  async findByEmail(email: string) {
    const member = [...this.rows.values()].find((m) => emailKey(m.email) === emailKey(email));
    return member ? Member.restore(member.snapshot()) : null;
  }
  async findByPhone(phone: string) {
    return [...this.rows.values()].filter((m) => m.phone === phone && m.isActive).map((m) => Member.restore(m.snapshot()));
  }
  async findByNaverId(naverId: string) {
    const member = [...this.rows.values()].find((m) => m.naverId === naverId);
    return member ? Member.restore(member.snapshot()) : null;
  }
  async emailTaken(email: string) {
    return (await this.findByEmail(email)) !== null;
  }
  async insert(member: Member): Promise<Result<Member>> {
    if (await this.emailTaken(member.email)) return MembershipFailures.emailTaken();
    const saved = member.withId(this.nextId++);
    this.rows.set(saved.id, saved);
    return ok(Member.restore(saved.snapshot()));
  }
  async update(member: Member): Promise<Result<void>> {
    if (this.rows.get(member.id)?.version !== member.version) return MembershipFailures.memberChanged();
    member.markSaved();
    this.rows.set(member.id, Member.restore(member.snapshot()));
    return ok(undefined);
  }
}

/** member_dormant in memory; moved in by InMemoryMembers.moveToDormant. */
export class InMemoryDormantMembers implements DormantMembersPort {
  readonly rows = new Map<number, DormantMember & { email: string; state: ReturnType<Member['snapshot']> }>();
  constructor(private readonly members: InMemoryMembers) {}

  private view(row: (DormantMember & { email: string }) | undefined): DormantMember | null {
    return row ? { memberId: row.memberId, passwordHash: row.passwordHash, phone: row.phone, naverId: row.naverId } : null;
  }
  async findByEmail(email: string) {
    return this.view([...this.rows.values()].find((row) => emailKey(row.email) === emailKey(email)));
  }
  async findByNaverId(naverId: string) {
    return this.view([...this.rows.values()].find((row) => row.naverId === naverId));
  }
  async lockByEmail(email: string) {
    return this.findByEmail(email);
  }
  async findDueNotices(): Promise<DormancyNotice[]> {
    return [];
  }
  async markNoticed(_notice: DormancyNotice, _now: Date) {
    return false;
  }
  async moveOut(_due: { idleSince: Date; noticedBefore: Date }, _now: Date, _limit: number, _placeholder: PlaceholderIdentity): Promise<number[]> {
    return [];
  }
  async moveBack(memberId: number) {
    const row = this.rows.get(memberId);
    if (!row) return false;
    this.rows.delete(memberId);
    this.members.restoreFromDormant(memberId, row.state);
    return true;
  }
}

/** Counts set by the test, 0 otherwise. */
export class FakeOrdersInProgress implements OrdersInProgressPort {
  readonly counts = new Map<number, number>();
  readonly pending = new Map<number, number>();
  async countInProgress(memberId: number) {
    return this.counts.get(memberId) ?? 0;
  }
  async abandonPending(memberId: number) {
    this.pending.delete(memberId);
  }
}

export class InMemorySessions implements SessionRepositoryPort {
  readonly rows = new Map<string, SessionRecord>();
  async create(session: SessionRecord) {
    this.rows.set(session.id, { ...session });
  }
  async find(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async revoke(id: string, now: Date) {
    const row = this.rows.get(id);
    if (row && !row.revokedAt) row.revokedAt = now;
  }
  async revokeAllOf(memberId: number, now: Date, exceptId?: string) {
    for (const row of this.rows.values()) if (row.memberId === memberId && row.id !== exceptId && !row.revokedAt) row.revokedAt = now;
  }
  async setPasswordVerifiedAt(id: string, at: Date | null) {
    const row = this.rows.get(id);
    if (row) row.passwordVerifiedAt = at;
  }
}

/** Every password check and the login limits' counters. */
export class InMemoryLoginAttempts implements LoginAttemptRepositoryPort {
  readonly rows: LoginAttempt[] = [];
  readonly counters = new InMemoryLimitCounters();
  async reserve(limits: readonly CountedLimit[], now: Date) {
    return this.counters.reserve(limits, now);
  }
  async settle(attempt: LoginAttempt, outcomes: readonly SlotOutcome[]) {
    this.rows.push(attempt);
    this.counters.settle(outcomes);
  }
}

/** Records the slow-down's waits instead of sleeping. */
export class RecordingPause implements PausePort {
  readonly waits: number[] = [];
  async pause(ms: number) {
    this.waits.push(ms);
  }
}

export class InMemorySocialStates implements SocialLoginStateRepositoryPort {
  readonly rows = new Map<string, { expiresAt: Date; exchangedAt: Date | null; accessTokenDigest: string | null; completedAt: Date | null }>();
  async create(state: { stateDigest: string; createdAt: Date; expiresAt: Date }) {
    this.rows.set(state.stateDigest, { expiresAt: state.expiresAt, exchangedAt: null, accessTokenDigest: null, completedAt: null });
  }
  async claimForExchange(digest: string, now: Date) {
    const row = this.rows.get(digest);
    if (!row || row.exchangedAt || row.expiresAt <= now) return false;
    row.exchangedAt = now;
    return true;
  }
  async attachAccessToken(digest: string, accessTokenDigest: string) {
    const row = this.rows.get(digest);
    if (row) row.accessTokenDigest = accessTokenDigest;
  }
  async claimForLogin(digest: string, accessTokenDigest: string, now: Date) {
    const row = this.rows.get(digest);
    if (!row || row.completedAt || row.accessTokenDigest !== accessTokenDigest || row.expiresAt <= now) return false;
    row.completedAt = now;
    return true;
  }
}

/** hash = "hashed:" + password; never the password itself in a field named hash. */
export class FakePasswordHasher implements PasswordHasherPort {
  verifications = 0;
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string | null, password: string) {
    this.verifications += 1;
    return hash === `hashed:${password}` || hash === `old-settings:${password}`;
  }
  /** `old-settings:` hashes stand for ones made with earlier settings. */
  needsRehash(hash: string) {
    return hash.startsWith('old-settings:');
  }
}

export class FakeSecrets implements MembershipSecretsPort {
  private counter = 0;
  temporary = 'Tmp#2kq9Zx4w';
  sessionId() {
    this.counter += 1;
    return `00000000-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
  }
  temporaryPassword() {
    return this.temporary;
  }
  urlToken() {
    this.counter += 1;
    return `state-${this.counter}`;
  }
  digest(value: string) {
    return `d(${value})`;
  }
}

export class FakePhoneVerification implements PhoneVerificationPort {
  private readonly tokens = new Map<string, VerifiedPhoneClaim & { purpose: PhoneVerificationPurpose }>();
  issue(token: string, purpose: PhoneVerificationPurpose, claim: VerifiedPhoneClaim) {
    this.tokens.set(token, { ...claim, purpose });
  }
  async consume(request: { token: string; purpose: PhoneVerificationPurpose; phone?: string }): Promise<Result<VerifiedPhoneClaim>> {
    const claim = this.tokens.get(request.token);
    if (!claim || claim.purpose !== request.purpose || (request.phone !== undefined && request.phone !== claim.phone)) {
      return { ok: false, kind: 'invalid', code: 'VERIFICATION.TOKEN_INVALID', message: '휴대폰 인증을 먼저 진행해주세요.' };
    }
    this.tokens.delete(request.token);
    return ok({ phone: claim.phone, name: claim.name, birth: claim.birth });
  }
}

export class RecordingNotifier implements MemberNotifierPort {
  readonly texts: { phone: string; message: string; idempotencyKey?: string }[] = [];
  async text(phone: string, message: string, idempotencyKey?: string) {
    this.texts.push(idempotencyKey === undefined ? { phone, message } : { phone, message, idempotencyKey });
  }
}

export class FakeSocialLogin implements SocialLoginPort {
  enabled = true;
  readonly codes = new Map<string, SocialTokens>();
  readonly profiles = new Map<string, SocialProfile>();
  isEnabled() {
    return this.enabled;
  }
  authorizeUrl(state: string) {
    return `https://nid.example/authorize?state=${state}`;
  }
  async exchangeCode(code: string): Promise<Result<SocialTokens>> {
    const tokens = this.codes.get(code);
    return tokens ? ok(tokens) : MembershipFailures.naverLoginFailed();
  }
  async fetchProfile(accessToken: string): Promise<Result<SocialProfile>> {
    const profile = this.profiles.get(accessToken);
    return profile ? ok(profile) : MembershipFailures.naverLoginFailed();
  }
}

/** Records the gifts given, as the promotions adapter would grant them. */
/** Guest orders by phone, as ordering would attach them. */
export class FakeGuestOrders implements GuestOrdersPort {
  orders: { id: number; phone: string; memberId: number | null }[] = [];

  async attachTo(memberId: number, phone: string): Promise<number> {
    const open = this.orders.filter((order) => order.phone === phone && order.memberId === null);
    for (const order of open) order.memberId = memberId;
    return open.length;
  }
}

export class RecordingWelcomeGift implements WelcomeGiftPort {
  readonly given: { memberId: number; at: Date }[] = [];
  async giveTo(memberId: number, now: Date) {
    this.given.push({ memberId, at: now });
  }
}

/** The members whose wishlists were forgotten, in order. */
export class RecordingMemberWishlist implements MemberWishlistPort {
  readonly forgotten: number[][] = [];
  async forget(memberIds: readonly number[]) {
    this.forgotten.push([...memberIds]);
    return memberIds.length;
  }
}

/** Balances set by the test, 0 otherwise. */
export class FakePointBalances implements PointBalancePort {
  readonly balances = new Map<number, number>();
  async balanceOf(memberId: number) {
    return this.balances.get(memberId) ?? 0;
  }
}

export const SETTINGS: SessionSettings = { ttlSeconds: 7 * 24 * 3600, passwordCheckValidSeconds: 600 };

/** Every fake wired together, as the module wires the adapters. */
export function membershipWorld() {
  const clock = new FakeClock();
  const members = new InMemoryMembers();
  const dormantMembers = new InMemoryDormantMembers(members);
  const ordersInProgress = new FakeOrdersInProgress();
  const sessions = new InMemorySessions();
  const attempts = new InMemoryLoginAttempts();
  const states = new InMemorySocialStates();
  const hasher = new FakePasswordHasher();
  const secrets = new FakeSecrets();
  const verification = new FakePhoneVerification();
  const notifier = new RecordingNotifier();
  const social = new FakeSocialLogin();
  const sessionService = new MemberSessionsService(sessions, secrets, SETTINGS, clock);
  const pause = new RecordingPause();
  const passwordCheck = new PasswordCheckService(members, hasher, attempts, clock, pause, dormantMembers);
  const client: ClientContext = { ip: '10.0.0.1', userAgent: 'jest', previousSessionId: null };
  const unitOfWork = new InlineUnitOfWork();
  const welcomeGift = new RecordingWelcomeGift();
  const guestOrders = new FakeGuestOrders();
  const pointBalances = new FakePointBalances();
  const wishlists = new RecordingMemberWishlist();
  return { wishlists, dormantMembers, ordersInProgress, welcomeGift, guestOrders, pointBalances, unitOfWork, clock, members, sessions, attempts, pause, states, hasher, secrets, verification, notifier, social, sessionService, passwordCheck, client };
}

export const CONSENTS = { age: true, terms: true, privacy: true, marketing: false, news: true };
export const PASSWORD = 'black-hide#2026';

/** A member signed up through the real use case, with a session. */
export async function registered(world: ReturnType<typeof membershipWorld>, overrides: { email?: string; phone?: string; birth?: string } = {}) {
  const token = `token-${Math.random()}`;
  const phone = overrides.phone ?? '01012345678';
  world.verification.issue(token, 'sign-up', { phone, name: '김민수', birth: overrides.birth ?? '1990-05-17' });
  const service = new SignUpService(world.members, world.hasher, world.verification, world.sessionService, world.clock, world.unitOfWork, world.welcomeGift, world.guestOrders);
  const result = await service.execute({
    email: overrides.email ?? 'minsu@example.com',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    verificationToken: token,
    sex: 1,
    consents: CONSENTS,
    ...world.client,
  });
  if (!result.ok) throw new Error(result.message);
  // Later calls happen after the sign-up, as they would (the slow-down counts from the password's last change).
  world.clock.advance(1_000);
  return result.value;
}

/** Promotions' records as staff see them: a balance per member, adjusted never below zero (as the ledger does). */
export class FakeMemberStaffRecords implements MemberStaffRecordsPort {
  readonly balances = new Map<number, number>();
  readonly reasons: string[] = [];

  async points(memberId: number, page: PageRequest) {
    return { balance: this.balances.get(memberId) ?? 0, entries: pageOf<StaffPointEntry>([], page, 0) };
  }
  async coupons(_memberId: number, page: PageRequest) {
    return pageOf<StaffCoupon>([], page, 0);
  }
  async orders(_memberId: number, page: PageRequest) {
    return pageOf<StaffOrderSummary>([], page, 0);
  }
  async adjustPoints(memberId: number, amount: number, reason: string): Promise<Result<{ before: number; after: number }>> {
    const before = this.balances.get(memberId) ?? 0;
    if (before + amount < 0) return fail('conflict', 'PROMOTIONS.POINTS_BELOW_ZERO', '적립금이 부족합니다.');
    this.balances.set(memberId, before + amount);
    this.reasons.push(reason);
    return ok({ before, after: before + amount });
  }
}

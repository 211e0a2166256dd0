import { type Result, ok } from '../../../shared/domain/result';
import type { MemberStanding } from './member-standing';
import { MembershipFailures } from './membership-failures';
import { isOldEnoughToJoin } from './minimum-age';
import type { Sex } from './sex';
import { type ConsentAnswers, type Consents, giveSignUpConsents, toggleConsent } from './sign-up-consents';

export interface MemberState {
  /** Null until the member is first saved. */
  id: number | null;
  email: string;
  /** argon2id; null for a member who only ever logged in with Naver. Never leaves the server. */
  passwordHash: string | null;
  name: string;
  /** Digits, from the verified phone. */
  phone: string | null;
  /** YYYY-MM-DD */
  birth: string | null;
  sex: Sex;
  consents: Consents;
  naverId: string | null;
  /** Logged in with a temporary password sent by SMS: a new one must be chosen first. */
  mustChangePassword: boolean;
  passwordChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Active, withdrawn or dormant (member-standing.ts); only an active member logs in. */
  standing: MemberStanding;
  withdrawnAt: Date | null;
  /** The stored row's version this member was read at (1 when new): an update from a stale read is refused. */
  version: number;
}

/** What a confirmed phone carries into sign-up: name and birth date are not the client's to choose. */
export interface VerifiedIdentity {
  phone: string;
  name: string | null;
  birth: string | null;
}

export interface SocialIdentity {
  naverId: string;
  email: string;
  name: string | null;
  phone: string | null;
  birth: string | null;
  sex: Sex;
}

const NO_CONSENTS: Consents = { ageAt: null, termsAt: null, privacyAt: null, marketingAt: null, newsAt: null };

/** A shopper who joined: identity, consents with their dates, and the password state. */
export class Member {
  private constructor(private state: MemberState) {}

  static signUp(input: { email: string; passwordHash: string; verified: VerifiedIdentity; sex: Sex; consents: Consents; now: Date }): Result<Member> {
    const { name, birth, phone } = input.verified;
    if (!name) return MembershipFailures.detailsMissing('name');
    if (!birth) return MembershipFailures.detailsMissing('birth');
    if (!isOldEnoughToJoin(birth, input.now)) return MembershipFailures.underAge();
    return ok(
      new Member({
        id: null,
        email: input.email,
        passwordHash: input.passwordHash,
        name,
        phone,
        birth,
        sex: input.sex,
        consents: input.consents,
        naverId: null,
        mustChangePassword: false,
        passwordChangedAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
        standing: 'active',
        withdrawnAt: null,
        version: 1,
      }),
    );
  }

  /**
   * A first Naver login with an e-mail no member has: a member without a password and
   * without consents (needsConsents: the client asks for them), refused when Naver says under 14.
   */
  static joinWithNaver(identity: SocialIdentity, now: Date): Result<Member> {
    if (identity.birth && !isOldEnoughToJoin(identity.birth, now)) return MembershipFailures.underAge();
    return ok(
      new Member({
        id: null,
        email: identity.email,
        passwordHash: null,
        name: identity.name?.trim() || identity.email.split('@')[0],
        phone: identity.phone,
        birth: identity.birth,
        sex: identity.sex,
        consents: { ...NO_CONSENTS },
        naverId: identity.naverId,
        mustChangePassword: false,
        passwordChangedAt: null,
        createdAt: now,
        updatedAt: now,
        standing: 'active',
        withdrawnAt: null,
        version: 1,
      }),
    );
  }

  static restore(state: MemberState): Member {
    return new Member({ ...state, consents: { ...state.consents } });
  }

  get id(): number {
    if (this.state.id === null) throw new Error('member not saved yet');
    return this.state.id;
  }
  get email(): string {
    return this.state.email;
  }
  get name(): string {
    return this.state.name;
  }
  get phone(): string | null {
    return this.state.phone;
  }
  get birth(): string | null {
    return this.state.birth;
  }
  get sex(): Sex {
    return this.state.sex;
  }
  get passwordHash(): string | null {
    return this.state.passwordHash;
  }
  get naverId(): string | null {
    return this.state.naverId;
  }
  get mustChangePassword(): boolean {
    return this.state.mustChangePassword;
  }
  get passwordChangedAt(): Date | null {
    return this.state.passwordChangedAt;
  }
  /** A member created by a first Naver login has not yet agreed to age 14+, the terms and the privacy policy. */
  get needsConsents(): boolean {
    const { ageAt, termsAt, privacyAt } = this.state.consents;
    return !ageAt || !termsAt || !privacyAt;
  }
  /** The spec's Y/N flags. */
  get termMarketing(): 'Y' | 'N' {
    return this.state.consents.marketingAt ? 'Y' : 'N';
  }
  get termNews(): 'Y' | 'N' {
    return this.state.consents.newsAt ? 'Y' : 'N';
  }

  /** PUT /api/member.php: gender and the two optional consents, each consent keeping its date. */
  updatePreferences(change: { sex: Sex; marketing: boolean; news: boolean }, now: Date): void {
    this.state.sex = change.sex;
    this.state.consents.marketingAt = toggleConsent(this.state.consents.marketingAt, change.marketing, now);
    this.state.consents.newsAt = toggleConsent(this.state.consents.newsAt, change.news, now);
    this.state.updatedAt = now;
  }

  /**
   * PUT /api/member/consents: the sign-up boxes, given later (a member who joined with Naver).
   * The three required ones must be on; a consent already given keeps its first date.
   */
  giveConsents(answers: ConsentAnswers, now: Date): Result<void> {
    const given = giveSignUpConsents(answers, now);
    if (!given.ok) return given;
    const current = this.state.consents;
    this.state.consents = {
      ageAt: current.ageAt ?? given.value.ageAt,
      termsAt: current.termsAt ?? given.value.termsAt,
      privacyAt: current.privacyAt ?? given.value.privacyAt,
      marketingAt: toggleConsent(current.marketingAt, answers.marketing, now),
      newsAt: toggleConsent(current.newsAt, answers.news, now),
    };
    this.state.updatedAt = now;
    return ok(undefined);
  }

  changePassword(passwordHash: string, now: Date): void {
    this.state.passwordHash = passwordHash;
    this.state.mustChangePassword = false;
    this.state.passwordChangedAt = now;
    this.state.updatedAt = now;
  }

  /** The same password, hashed again with today's settings: nothing else about the account changes. */
  upgradePasswordHash(passwordHash: string, now: Date): void {
    this.state.passwordHash = passwordHash;
    this.state.updatedAt = now;
  }

  /** The recovery by SMS: the old password stops working and the next login must pick a new one. */
  resetToTemporaryPassword(passwordHash: string, now: Date): void {
    this.state.passwordHash = passwordHash;
    this.state.mustChangePassword = true;
    this.state.passwordChangedAt = now;
    this.state.updatedAt = now;
  }

  linkNaver(naverId: string, now: Date): Result<void> {
    if (this.state.naverId && this.state.naverId !== naverId) return MembershipFailures.naverAlreadyLinked();
    this.state.naverId = naverId;
    this.state.updatedAt = now;
    return ok(undefined);
  }

  get standing(): MemberStanding {
    return this.state.standing;
  }
  /** Only an active member logs in, by password or Naver; a withdrawn or dormant one is answered otherwise. */
  get isActive(): boolean {
    return this.state.standing === 'active';
  }
  get withdrawnAt(): Date | null {
    return this.state.withdrawnAt;
  }

  /**
   * The member leaves: the account stops working at once (the caller ends every session). The personal data
   * stays on the row, unusable, for the 30 days of withdrawal-policy.ts, then housekeeping anonymises it.
   */
  withdraw(now: Date): Result<void> {
    if (this.state.standing === 'withdrawn') return MembershipFailures.alreadyWithdrawn();
    if (this.state.standing !== 'active') return MembershipFailures.memberNotFound();
    this.state.standing = 'withdrawn';
    this.state.withdrawnAt = now;
    this.state.updatedAt = now;
    return ok(undefined);
  }

  get version(): number {
    return this.state.version;
  }

  /** The repository saved this state: the row is one version further. */
  markSaved(): void {
    this.state.version += 1;
  }

  withId(id: number): Member {
    return Member.restore({ ...this.state, id });
  }

  snapshot(): Readonly<MemberState> {
    return { ...this.state, consents: { ...this.state.consents } };
  }
}

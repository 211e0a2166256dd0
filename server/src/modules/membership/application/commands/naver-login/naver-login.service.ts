import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { emailKey, parseEmailAddress } from '../../../domain/email-address';
import { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import { DORMANT_MEMBERS, MEMBER_REPOSITORY, MEMBERSHIP_SECRETS, SOCIAL_LOGIN, SOCIAL_LOGIN_STATE_REPOSITORY, WELCOME_GIFT } from '../../membership.di-tokens';
import type { DormantMembersPort } from '../../ports/dormant-members.port';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { MembershipSecretsPort } from '../../ports/membership-secrets.port';
import type { SocialLoginStateRepositoryPort } from '../../ports/social-login-state.repository.port';
import type { SocialLoginPort, SocialProfile } from '../../ports/social-login.port';
import type { WelcomeGiftPort } from '../../ports/welcome-gift.port';
import { type ClientContext, MemberSessionsService, type OpenedSession } from '../../services/member-sessions.service';

/**
 * GET /api/login/naver: only with the access token this browser's own state was exchanged
 * for (no logging a victim in with someone else's token). The profile finds the member by
 * Naver id, else links the member with the same e-mail (Naver's verified address), else
 * creates one; then a session opens as on a password login. The state is claimed first and
 * stays spent; the member's link or creation (with a new member's welcome gift) and the
 * session then commit as one unit.
 */
@Injectable()
export class NaverLoginService {
  constructor(
    @Inject(SOCIAL_LOGIN) private readonly naver: SocialLoginPort,
    @Inject(SOCIAL_LOGIN_STATE_REPOSITORY) private readonly states: SocialLoginStateRepositoryPort,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(MEMBERSHIP_SECRETS) private readonly secrets: MembershipSecretsPort,
    private readonly sessions: MemberSessionsService,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(WELCOME_GIFT) private readonly welcomeGift: WelcomeGiftPort,
    @Inject(DORMANT_MEMBERS) private readonly dormant: DormantMembersPort,
  ) {}

  async execute(command: { accessToken: string; browserState: string | null } & ClientContext): Promise<Result<{ member: Member; session: OpenedSession }>> {
    if (!this.naver.isEnabled()) return MembershipFailures.naverDisabled();
    if (!command.browserState) return MembershipFailures.naverStateInvalid();
    const now = this.clock.now();
    const claimed = await this.states.claimForLogin(this.secrets.digest(command.browserState), this.secrets.digest(command.accessToken), now);
    if (!claimed) return MembershipFailures.naverStateInvalid();
    const profile = await this.naver.fetchProfile(command.accessToken);
    if (!profile.ok) return profile;
    return this.unitOfWork.run(async (): Promise<Result<{ member: Member; session: OpenedSession }>> => {
      const member = await this.findOrJoin(profile.value, now);
      if (!member.ok) return member;
      await this.members.recordLogin(member.value.id, now);
      return ok({ member: member.value, session: await this.sessions.open(member.value.id, command) });
    });
  }

  private async findOrJoin(profile: SocialProfile, now: Date): Promise<Result<Member>> {
    // A withdrawn member's Naver id or e-mail logs into nothing (and creates nothing) until it is anonymised;
    // a dormant member's answers MEMBERSHIP.DORMANT, as the right password does.
    const linked = await this.members.findByNaverId(profile.providerId);
    if (linked) return linked.isActive ? ok(linked) : MembershipFailures.naverLoginFailed();
    if (await this.dormant.findByNaverId(profile.providerId)) return MembershipFailures.dormant();
    if (!profile.email) return MembershipFailures.naverEmailRequired();
    const email = parseEmailAddress(profile.email);
    if (!email.ok) return MembershipFailures.naverEmailRequired();
    const existing = await this.members.findByEmail(emailKey(email.value));
    if (existing && !existing.isActive) return MembershipFailures.naverLoginFailed();
    if (!existing && (await this.dormant.findByEmail(emailKey(email.value)))) return MembershipFailures.dormant();
    if (existing) {
      const link = existing.linkNaver(profile.providerId, now);
      if (!link.ok) return link;
      const saved = await this.members.update(existing);
      if (!saved.ok) return saved;
      return ok(existing);
    }
    const joined = Member.joinWithNaver({ naverId: profile.providerId, ...profile, email: email.value }, now);
    if (!joined.ok) return joined;
    const saved = await this.members.insert(joined.value);
    if (saved.ok) await this.welcomeGift.giveTo(saved.value.id, now);
    return saved;
  }
}

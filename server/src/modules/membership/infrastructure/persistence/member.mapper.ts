import { Member } from '../../domain/member';
import { parseMemberStanding } from '../../domain/member-standing';
import { parseSex } from '../../domain/sex';
import { MemberOrmEntity } from './member.orm-entity';

/**
 * Row ⇄ aggregate, field by field. Answers to clients are built elsewhere
 * (application/member-response.ts: toMemberResponse), from named fields only. The login and dormancy columns
 * (last_login_at, dormant_since, ...) are written by their own statements, never from the aggregate.
 */
export const MemberMapper = {
  toDomain(row: MemberOrmEntity): Member {
    return Member.restore({
      id: row.id,
      email: row.email,
      passwordHash: row.passwordHash ?? null,
      name: row.name,
      phone: row.phone,
      birth: row.birth,
      sex: parseSex(row.sex),
      consents: {
        ageAt: row.ageConsentedAt,
        termsAt: row.termsConsentedAt,
        privacyAt: row.privacyConsentedAt,
        marketingAt: row.marketingConsentedAt,
        newsAt: row.newsConsentedAt,
      },
      naverId: row.naverId,
      mustChangePassword: row.mustChangePassword,
      passwordChangedAt: row.passwordChangedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      standing: parseMemberStanding(row.standing),
      withdrawnAt: row.withdrawnAt,
      version: row.version,
    });
  },

  toPersistence(member: Member): MemberOrmEntity {
    const state = member.snapshot();
    const row = new MemberOrmEntity();
    if (state.id !== null) row.id = state.id;
    row.email = state.email;
    row.passwordHash = state.passwordHash;
    row.name = state.name;
    row.phone = state.phone;
    row.birth = state.birth;
    row.sex = state.sex;
    row.ageConsentedAt = state.consents.ageAt;
    row.termsConsentedAt = state.consents.termsAt;
    row.privacyConsentedAt = state.consents.privacyAt;
    row.marketingConsentedAt = state.consents.marketingAt;
    row.newsConsentedAt = state.consents.newsAt;
    row.naverId = state.naverId;
    row.mustChangePassword = state.mustChangePassword;
    row.passwordChangedAt = state.passwordChangedAt;
    row.createdAt = state.createdAt;
    row.updatedAt = state.updatedAt;
    row.standing = state.standing;
    row.withdrawnAt = state.withdrawnAt;
    row.version = state.version;
    return row;
  },
};

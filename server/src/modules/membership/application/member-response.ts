import { ApiProperty } from '@nestjs/swagger';
import { done } from '../../../shared/http/envelope';
import type { Member } from '../domain/member';

/**
 * A member as the spec's client reads it. Built field by field from the aggregate, so
 * the password hash, the Naver id or the consent dates can never slip into an answer.
 */
export class MemberResponse {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ example: 'minsu@example.com' })
  email!: string;

  @ApiProperty({ example: '김민수' })
  memberName!: string;

  @ApiProperty({ example: '1990-05-17', nullable: true, type: String })
  birth!: string | null;

  @ApiProperty({ example: '01012345678', nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ example: 0, description: 'the points balance: the sum of the member\'s points ledger (promotions)' })
  point!: number;

  @ApiProperty({ example: 1, nullable: true, type: Number, enum: [1, 2], description: '1 male, 2 female, null not given' })
  sex!: 1 | 2 | null;

  @ApiProperty({ example: 'N', enum: ['Y', 'N'] })
  termMarketing!: 'Y' | 'N';

  @ApiProperty({ example: 'Y', enum: ['Y', 'N'] })
  termNews!: 'Y' | 'N';
}

/** `point` is the balance promotions keeps (PointBalancePort), not a field of the member. */
export function toMemberResponse(member: Member, point: number): MemberResponse {
  return {
    id: member.id,
    email: member.email,
    memberName: member.name,
    birth: member.birth,
    phone: member.phone,
    point,
    sex: member.sex,
    termMarketing: member.termMarketing,
    termNews: member.termNews,
  };
}

/** Login, sign-up and Naver login answer the member at the top level of the envelope (spec §7), plus the password and consent flags. */
export class LoginAnswer extends MemberResponse {
  @ApiProperty({ example: '0000' })
  result!: string;

  @ApiProperty({ example: '정상 처리되었습니다.' })
  message!: string;

  @ApiProperty({ example: false, description: 'true after a login with the temporary password: only change-pass.php is open until then' })
  mustChangePassword!: boolean;

  @ApiProperty({
    example: false,
    description: 'true for a member created by a first Naver login who has not yet agreed to age 14+, the terms and the privacy policy: ' +
      'the client asks for them (PUT /api/member/consents) before going on',
  })
  needsConsents!: boolean;
}

export function loginAnswer(member: Member, point: number, message?: string): LoginAnswer {
  return { ...done(message), ...toMemberResponse(member, point), mustChangePassword: member.mustChangePassword, needsConsents: member.needsConsents };
}

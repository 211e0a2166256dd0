import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MEMBER_NOTIFIER, MEMBER_REPOSITORY, PHONE_VERIFICATION } from '../../membership.di-tokens';
import type { MemberNotifierPort } from '../../ports/member-notifier.port';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { PhoneVerificationPort } from '../../ports/phone-verification.port';

export const RecoveryTexts = {
  ids: (emails: string[]) => `[the shop] 가입하신 아이디(이메일): ${emails.join(', ')}`,
  noAccount: () => '[the shop] 이 번호로 가입된 아이디가 없습니다.',
  temporaryPassword: (password: string) => `[the shop] 임시 비밀번호: ${password} 로그인 후 새 비밀번호로 변경해주세요.`,
} as const;

/**
 * POST /api/send-id.php: after a confirmed code, the IDs registered with that phone go to
 * that phone by SMS. The answer is the same whether or not there is an account, so the
 * call tells the requester nothing the phone itself does not.
 */
@Injectable()
export class SendIdService {
  constructor(
    @Inject(PHONE_VERIFICATION) private readonly verification: PhoneVerificationPort,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(MEMBER_NOTIFIER) private readonly notifier: MemberNotifierPort,
  ) {}

  async execute(command: { verificationToken: string; to?: string }): Promise<Result<void>> {
    const verified = await this.verification.consume({ token: command.verificationToken, purpose: 'find-id', phone: command.to });
    if (!verified.ok) return verified;
    const members = await this.members.findByPhone(verified.value.phone);
    const text = members.length ? RecoveryTexts.ids(members.map((member) => member.email)) : RecoveryTexts.noAccount();
    await this.notifier.text(verified.value.phone, text);
    return ok(undefined);
  }
}

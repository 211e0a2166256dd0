import { Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { type ClientContext, MemberSessionsService, type OpenedSession } from '../../services/member-sessions.service';
import { PasswordCheckService } from '../../services/password-check.service';

/** POST /api/member/login.php: the password checked (and slowed after failures), then a new session. */
@Injectable()
export class LoginService {
  constructor(
    private readonly passwords: PasswordCheckService,
    private readonly sessions: MemberSessionsService,
  ) {}

  async execute(command: { email: string; password: string } & ClientContext): Promise<Result<{ member: Member; session: OpenedSession }>> {
    const checked = await this.passwords.check(command.email, command.password, command.ip);
    if (!checked.ok) return checked;
    const session = await this.sessions.open(checked.value.id, command);
    return ok({ member: checked.value, session });
  }
}

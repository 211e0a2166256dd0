import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { type ClientContext, MemberSessionsService, type OpenedSession } from '../../services/member-sessions.service';
import { PasswordCheckService } from '../../services/password-check.service';

/**
 * POST /api/member/login.php: the password checked (and slowed after failures), then a new
 * session. One unit of work: a hash upgraded by the check and the new session commit together.
 * The check's reads and argon2 run before the unit's first write, so they hold no connection.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly passwords: PasswordCheckService,
    private readonly sessions: MemberSessionsService,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(command: { email: string; password: string } & ClientContext): Promise<Result<{ member: Member; session: OpenedSession }>> {
    return this.unitOfWork.run(async (): Promise<Result<{ member: Member; session: OpenedSession }>> => {
      const checked = await this.passwords.check(command.email, command.password, command.ip);
      if (!checked.ok) return checked;
      const session = await this.sessions.open(checked.value.id, command);
      return ok({ member: checked.value, session });
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { StaffRole } from '../../../../../shared/domain/staff-role';
import { ADMIN_ACCOUNT_REPOSITORY, ADMIN_PASSWORD_HASHER } from '../../../backoffice.di-tokens';
import { AdminAccount, type UseYn } from '../../../domain/admin-account';
import { isAdminEmail } from '../../../domain/admin-email';
import { isAcceptableAdminPassword } from '../../../domain/admin-password-policy';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { AuditTrailService } from '../../services/audit-trail.service';

export interface NewAdmin {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  useYn: UseYn;
}


/**
 * An owner adds an admin (POST /api/admins), or the operator makes the first owner (`npm run admin:create`,
 * ADMIN_OWNER_EMAIL at first start). The e-mail is unique in lower case (the index decides, also under races); the
 * account and its audit record commit together.
 */
@Injectable()
export class CreateAdminService {
  constructor(
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    @Inject(ADMIN_PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly trail: AuditTrailService,
  ) {}

  /** `onlyAsFirstOwner`: made only while the shop has no owner, decided in the same unit of work as the insert. */
  async execute(input: NewAdmin, by: StaffActor, options: { onlyAsFirstOwner?: boolean } = {}): Promise<Result<AdminAccount>> {
    if (!isAdminEmail(input.email)) return BackofficeFailures.emailInvalid();
    if (input.name.trim().length < 1 || input.name.trim().length > 50) return BackofficeFailures.nameInvalid();
    if (!isAcceptableAdminPassword(input.password, input.email)) return BackofficeFailures.passwordWeak();
    const passwordHash = await this.hasher.hash(input.password);
    return this.unitOfWork.run(async () => {
      if (options.onlyAsFirstOwner && (await this.accounts.countOwnersExclusively()) > 0) return BackofficeFailures.ownerExists();
      const account = AdminAccount.create({ ...input, passwordHash, now: this.clock.now() });
      const id = await this.accounts.insert(account);
      if (id === null) return BackofficeFailures.emailTaken();
      const saved = AdminAccount.restore({ ...account.toProps(), id });
      await this.trail.changed(by, { action: 'admin.create', targetType: 'admin', targetId: id, before: null, after: { ...saved.snapshot() } });
      return ok(saved);
    });
  }
}

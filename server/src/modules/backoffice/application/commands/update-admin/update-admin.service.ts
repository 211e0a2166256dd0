import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { StaffRole } from '../../../../../shared/domain/staff-role';
import { ADMIN_ACCOUNT_REPOSITORY, ADMIN_PASSWORD_HASHER } from '../../../backoffice.di-tokens';
import type { AdminAccount, UseYn } from '../../../domain/admin-account';
import { isAdminEmail } from '../../../domain/admin-email';
import { isAcceptableAdminPassword } from '../../../domain/admin-password-policy';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import { AdminSessionsService } from '../../services/admin-sessions.service';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { AuditTrailService } from '../../services/audit-trail.service';

export interface AdminEdit {
  id: number;
  email: string;
  /** null keeps the password (the spec's client sends null when it is unchanged). */
  password: string | null;
  name: string;
  /** Left out (the spec's client sends none) keeps the role. */
  role?: StaffRole;
  useYn: UseYn;
}

/**
 * An owner edits an admin (PUT /api/admins). The shop always keeps one owner in use: the active owners are locked
 * (in id order) before one is demoted or taken out of use, so two parallel edits cannot remove the last two. Taking
 * an account out of use or changing its password ends its sessions at once. Account, sessions and audit record
 * commit together.
 */
@Injectable()
export class UpdateAdminService {
  constructor(
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    @Inject(ADMIN_PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly sessions: AdminSessionsService,
    private readonly trail: AuditTrailService,
  ) {}

  async execute(edit: AdminEdit, by: StaffActor): Promise<Result<AdminAccount>> {
    if (!isAdminEmail(edit.email)) return BackofficeFailures.emailInvalid();
    if (edit.name.trim().length < 1 || edit.name.trim().length > 50) return BackofficeFailures.nameInvalid();
    if (edit.password !== null && !isAcceptableAdminPassword(edit.password, edit.email)) return BackofficeFailures.passwordWeak();
    const passwordHash = edit.password === null ? null : await this.hasher.hash(edit.password);
    return this.unitOfWork.run(async () => {
      const activeOwners = await this.accounts.lockActiveOwners();
      const account = await this.accounts.findByIdForUpdate(edit.id);
      if (!account) return BackofficeFailures.adminNotFound();
      const before = account.snapshot();
      const wasActiveOwner = account.isActiveOwner;
      account.edit({ email: edit.email, name: edit.name, role: edit.role ?? account.role, useYn: edit.useYn, passwordHash, now: this.clock.now() });
      if (wasActiveOwner && !account.isActiveOwner && activeOwners.length <= 1) return BackofficeFailures.lastOwner();
      if (!(await this.accounts.update(account))) return BackofficeFailures.emailTaken();
      if (!account.inUse || passwordHash !== null) await this.sessions.revokeAllOf(account.id);
      await this.trail.changed(by, {
        action: 'admin.update',
        targetType: 'admin',
        targetId: account.id,
        before: { ...before },
        after: { ...account.snapshot(), passwordChanged: passwordHash !== null },
      });
      return ok(account);
    });
  }
}

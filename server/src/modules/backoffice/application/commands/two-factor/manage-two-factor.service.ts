import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { ADMIN_ACCOUNT_REPOSITORY, ADMIN_PASSWORD_HASHER } from '../../../backoffice.di-tokens';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import { AdminSessionsService } from '../../services/admin-sessions.service';
import { AuditTrailService } from '../../services/audit-trail.service';
import { type TwoFactorSetup, TwoFactorService } from '../../services/two-factor.service';

/**
 * A console account's own two-factor (set up, confirm, turn off) and the owner's side of it (require it for everyone,
 * reset an account's authenticator after a lost phone). Each change and its audit record commit together.
 */
@Injectable()
export class ManageTwoFactorService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    @Inject(ADMIN_PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly sessions: AdminSessionsService,
    private readonly trail: AuditTrailService,
  ) {}

  setUp(admin: AuthenticatedAdmin): Promise<Result<TwoFactorSetup>> {
    return this.unitOfWork.run(() => this.twoFactor.setUp(admin.id, admin.email, this.clock.now()));
  }

  confirm(admin: AuthenticatedAdmin, ip: string, otp: string): Promise<Result<string[]>> {
    return this.unitOfWork.run(async () => {
      const codes = await this.twoFactor.confirm(admin.id, otp, this.clock.now());
      if (!codes.ok) return codes;
      await this.trail.changed(staffActor(admin, ip), { action: 'admin.two-factor.on', targetType: 'admin', targetId: admin.id, before: { twoFactor: false }, after: { twoFactor: true } });
      return codes;
    });
  }

  /** Turns the account's own two-factor off, with its password; refused while the owner requires it. */
  async turnOff(admin: AuthenticatedAdmin, ip: string, password: string): Promise<Result<void>> {
    const by = staffActor(admin, ip);
    const account = await this.accounts.findById(admin.id);
    if (!account || !(await this.hasher.verify(account.passwordHash, password))) return BackofficeFailures.passwordMismatch();
    return this.unitOfWork.run(async () => {
      if (await this.twoFactor.required()) return BackofficeFailures.twoFactorRequiredByOwner();
      if (!(await this.twoFactor.isOn(account.id))) return ok(undefined);
      await this.twoFactor.remove(account.id);
      await this.trail.changed(by, { action: 'admin.two-factor.off', targetType: 'admin', targetId: account.id, before: { twoFactor: true }, after: { twoFactor: false } });
      return ok(undefined);
    });
  }

  /** Owner: two-factor for every console account; turning it on needs the owner's own on first (no lock-out by mistake). */
  setRequired(owner: AuthenticatedAdmin, ip: string, required: boolean): Promise<Result<{ required: boolean }>> {
    const by = staffActor(owner, ip);
    return this.unitOfWork.run(async () => {
      if (required && !(await this.twoFactor.isOn(owner.id))) return BackofficeFailures.twoFactorOwnerFirst();
      const before = await this.twoFactor.required();
      await this.twoFactor.setRequired(required, this.clock.now());
      if (before !== required) {
        await this.trail.changed(by, { action: 'backoffice.two-factor-policy', targetType: 'setting', targetId: 'two-factor-required', before: { required: before }, after: { required } });
      }
      return ok({ required });
    });
  }

  /** Owner: forgets an account's authenticator (a lost phone) and ends its sessions; it sets one up again at its next sign-in. */
  reset(owner: AuthenticatedAdmin, ip: string, adminId: number): Promise<Result<void>> {
    const by = staffActor(owner, ip);
    return this.unitOfWork.run(async () => {
      const account = await this.accounts.findById(adminId);
      if (!account) return BackofficeFailures.adminNotFound();
      const wasOn = await this.twoFactor.isOn(adminId);
      await this.twoFactor.remove(adminId);
      await this.sessions.revokeAllOf(adminId);
      await this.trail.changed(by, { action: 'admin.two-factor.reset', targetType: 'admin', targetId: adminId, before: { twoFactor: wasOn }, after: { twoFactor: false } });
      return ok(undefined);
    });
  }
}

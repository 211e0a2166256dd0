import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../../shared/application/limit-counter.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { addressGroup } from '../../../../../shared/domain/address-group';
import { type Result, ok } from '../../../../../shared/domain/result';
import { ADMIN_ACCOUNT_REPOSITORY, ADMIN_PASSWORD_HASHER, AUDIT_LOG } from '../../../backoffice.di-tokens';
import type { AdminAccount } from '../../../domain/admin-account';
import { adminEmailKey } from '../../../domain/admin-email';
import { adminLoginLimits } from '../../../domain/admin-login-limits';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import type { AuditLogPort } from '../../ports/audit-log.port';
import { type AdminClient, AdminSessionsService, type OpenedAdminSession } from '../../services/admin-sessions.service';

/**
 * POST /api/admin/login: the limits' slots taken first (domain/admin-login-limits.ts), then the password; an
 * account out of use (useYn N) fails exactly like a wrong password, and a successful login gives its slots back. One unit of work: an upgraded hash, the new
 * session and the login's audit record (which says whether the browser was new to the account) commit together.
 */
@Injectable()
export class AdminLoginService {
  constructor(
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    @Inject(ADMIN_PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(LIMIT_COUNTER) private readonly limits: LimitCounterPort,
    @Inject(AUDIT_LOG) private readonly audit: AuditLogPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly sessions: AdminSessionsService,
  ) {}

  /** `knownDevice`: the id in a valid device cookie made for this account (the controller checks it), else null. */
  async execute(command: { email: string; password: string; knownDevice?: string | null } & AdminClient): Promise<Result<{ admin: AdminAccount; session: OpenedAdminSession }>> {
    const key = adminEmailKey(command.email);
    const reservation = await this.limits.reserve(adminLoginLimits(key, addressGroup(command.ip), command.knownDevice ?? null), this.clock.now());
    if (!reservation.ok) return BackofficeFailures.loginThrottled();
    const account = await this.accounts.findByEmailKey(key);
    const matches = await this.hasher.verify(account?.passwordHash ?? null, command.password);
    if (!matches || !account || !account.inUse) return BackofficeFailures.loginFailed();
    const opened = await this.unitOfWork.run(async () => {
      if (this.hasher.needsRehash(account.passwordHash)) {
        account.upgradePasswordHash(await this.hasher.hash(command.password));
        await this.accounts.update(account);
      }
      const session = await this.sessions.open(account.id, command);
      await this.audit.append({
        adminId: account.id,
        actor: account.email,
        action: 'admin.login',
        targetType: 'admin',
        targetId: String(account.id),
        before: null,
        // A sign-in from a browser this account never used (no valid device cookie) is marked, for the owner to review.
        after: { device: command.knownDevice ? 'known' : 'new' },
        ip: command.ip.slice(0, 64),
        at: this.clock.now(),
      });
      return ok({ admin: account, session });
    });
    // Only wrong tries count: a staff member logging in many times a day never throttles their own address.
    await this.limits.settle(reservation.slots.map((slot) => ({ slot, then: 'release' as const })));
    return opened;
  }
}

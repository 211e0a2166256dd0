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
import { type TwoFactorSetup, TwoFactorService } from '../../services/two-factor.service';

/**
 * POST /api/admin/login: the limits' slots taken first (domain/admin-login-limits.ts), then the password, then the
 * second factor when the account has one (or the owner requires one); an account out of use (useYn N) fails exactly
 * like a wrong password, and a successful login gives its slots back. One unit of work: the code's step or recovery
 * code spent, an upgraded hash, the new session and the login's audit record (whether the browser was new to the
 * account, and which second factor was used) commit together.
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
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * `knownDevice`: the id in a valid device cookie made for this account (the controller checks it), else null. `otp`:
   * the second factor (the app's code or a recovery code), asked for when the account has an authenticator or the
   * owner requires one. `recoveryCodes` are answered once, when this sign-in confirmed a new authenticator.
   */
  async execute(
    command: { email: string; password: string; otp?: string | null; knownDevice?: string | null } & AdminClient,
  ): Promise<Result<{ admin: AdminAccount; session: OpenedAdminSession; recoveryCodes: string[] | null }>> {
    return this.withPassword(command, async (account) => {
      const now = this.clock.now();
      const second = await this.twoFactor.atSignIn(account.id, command.otp ?? null, now);
      if (!second.ok) return second;
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
        after: { device: command.knownDevice ? 'known' : 'new', twoFactor: second.value.used },
        ip: command.ip.slice(0, 64),
        at: now,
      });
      return ok({ admin: account, session, recoveryCodes: second.value.recoveryCodes });
    });
  }

  /**
   * POST /api/admin/login/two-factor-setup: an account without an authenticator, signing in where the owner requires
   * one, starts setting it up with its password (counted like a sign-in); the sign-in then confirms it with the first code.
   */
  async startSetup(command: { email: string; password: string; knownDevice?: string | null } & Pick<AdminClient, 'ip'>): Promise<Result<TwoFactorSetup>> {
    return this.withPassword(command, (account) => this.twoFactor.setUp(account.id, account.email, this.clock.now()));
  }

  /**
   * The limits' slots taken first, then the password; an account out of use fails like a wrong password. `work` runs
   * in one unit of work; its slots are given back when it succeeds or only asks for the second factor (the password
   * was right), and kept for a wrong password or a wrong code.
   */
  private async withPassword<T>(
    command: { email: string; password: string; knownDevice?: string | null; ip: string },
    work: (account: AdminAccount) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const key = adminEmailKey(command.email);
    const reservation = await this.limits.reserve(adminLoginLimits(key, addressGroup(command.ip), command.knownDevice ?? null), this.clock.now());
    if (!reservation.ok) return BackofficeFailures.loginThrottled();
    const account = await this.accounts.findByEmailKey(key);
    const matches = await this.hasher.verify(account?.passwordHash ?? null, command.password);
    if (!matches || !account || !account.inUse) return BackofficeFailures.loginFailed();
    const outcome = await this.unitOfWork.run(() => work(account));
    if (outcome.ok || ASKS_FOR_SECOND_FACTOR.has(outcome.code)) {
      // Only wrong tries count: a staff member logging in many times a day never throttles their own address.
      await this.limits.settle(reservation.slots.map((slot) => ({ slot, then: 'release' as const })));
    }
    return outcome;
  }
}

/** Answers to a right password that only ask for the second factor: not a wrong try. */
const ASKS_FOR_SECOND_FACTOR = new Set([BackofficeFailures.otpRequired().code, BackofficeFailures.twoFactorSetupRequired().code]);

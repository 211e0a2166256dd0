import type { TwoFactorEnrolment } from '../../domain/two-factor';

/**
 * The accounts' authenticators and recovery codes (adapter: TypeORM on admin_two_factor and admin_recovery_code; the
 * secret is encrypted there). Every write joins the running unit of work; the spending writes are conditional, so
 * two sign-ins with one code or one recovery code cannot both pass.
 */
export interface TwoFactorRepositoryPort {
  find(adminId: number): Promise<TwoFactorEnrolment | null>;
  /** Starts over an unconfirmed enrolment with a new secret; a confirmed one is left alone (answers false). */
  saveUnconfirmed(adminId: number, secret: string, now: Date): Promise<boolean>;
  /** Confirms the enrolment with its first code's step; false when it was confirmed already (a race). */
  confirm(adminId: number, step: number, now: Date): Promise<boolean>;
  /** Accepts a step later than the last one accepted; false for a step already used (a replayed code). */
  useStep(adminId: number, step: number): Promise<boolean>;
  /** Forgets the authenticator and its recovery codes. */
  remove(adminId: number): Promise<void>;
  /** The account's recovery codes become these (the old ones stop working). */
  replaceRecoveryCodes(adminId: number, codes: readonly string[]): Promise<void>;
  /** Spends an unused recovery code of the account; false when it is not one (or was spent). */
  spendRecoveryCode(adminId: number, code: string, now: Date): Promise<boolean>;
  recoveryCodesLeft(adminId: number): Promise<number>;
}

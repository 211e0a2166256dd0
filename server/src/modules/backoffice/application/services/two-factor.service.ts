import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../shared/domain/result';
import { BACKOFFICE_SETTINGS, TOTP, TWO_FACTOR_REPOSITORY } from '../../backoffice.di-tokens';
import { BackofficeFailures } from '../../domain/backoffice-failures';
import { RECOVERY_CODE_COUNT, formatRecoveryCode, isConfirmed, readSecondFactor, type TwoFactorEnrolment } from '../../domain/two-factor';
import type { BackofficeSettingsPort } from '../ports/backoffice-settings.port';
import type { TotpPort } from '../ports/totp.port';
import type { TwoFactorRepositoryPort } from '../ports/two-factor.repository.port';

/** How the second factor was given at a sign-in (the audit log records it). */
export type SecondFactorUsed = 'none' | 'totp' | 'recovery-code' | 'enrolled';

export interface SignInSecondFactor {
  used: SecondFactorUsed;
  /** Shown once, when the sign-in itself confirmed a new authenticator (two-factor required by the owner). */
  recoveryCodes: string[] | null;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
}

/**
 * An account's second factor: setting up an authenticator (a new secret, confirmed by its first code, then ten
 * recovery codes shown once), checking it at sign-in, and the owner's "required for everyone". Runs inside its
 * caller's unit of work: a code or recovery code is spent with the session it opens, or not at all.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @Inject(TWO_FACTOR_REPOSITORY) private readonly enrolments: TwoFactorRepositoryPort,
    @Inject(TOTP) private readonly totp: TotpPort,
    @Inject(BACKOFFICE_SETTINGS) private readonly settings: BackofficeSettingsPort,
  ) {}

  /**
   * At sign-in, after the password matched. An account with an authenticator must give its code (or a recovery code);
   * without one, it signs in with the password alone unless the owner requires two-factor: then it must set one up
   * (`setUp`) and give its first code here, which confirms it.
   */
  async atSignIn(adminId: number, typed: string | null, now: Date): Promise<Result<SignInSecondFactor>> {
    const enrolment = await this.enrolments.find(adminId);
    if (isConfirmed(enrolment)) {
      if (!typed) return BackofficeFailures.otpRequired();
      const used = await this.spend(enrolment, typed, now);
      return used ? ok({ used, recoveryCodes: null }) : BackofficeFailures.otpFailed();
    }
    if (!(await this.settings.twoFactorRequired())) return ok({ used: 'none', recoveryCodes: null });
    if (!enrolment || !typed) return BackofficeFailures.twoFactorSetupRequired();
    const confirmed = await this.confirmWith(enrolment, typed, now);
    return confirmed.ok ? ok({ used: 'enrolled', recoveryCodes: confirmed.value }) : confirmed;
  }

  /** Starts (or starts over) setting up an authenticator; refused while one is on. */
  async setUp(adminId: number, accountName: string, now: Date): Promise<Result<TwoFactorSetup>> {
    const secret = this.totp.newSecret();
    if (!(await this.enrolments.saveUnconfirmed(adminId, secret, now))) return BackofficeFailures.twoFactorAlreadyOn();
    return ok({ secret, otpauthUri: this.totp.otpauthUri(secret, accountName) });
  }

  /** Confirms the authenticator being set up with its first code; answers the recovery codes, shown once. */
  async confirm(adminId: number, typed: string, now: Date): Promise<Result<string[]>> {
    const enrolment = await this.enrolments.find(adminId);
    if (!enrolment) return BackofficeFailures.twoFactorNotSetUp();
    if (isConfirmed(enrolment)) return BackofficeFailures.twoFactorAlreadyOn();
    return this.confirmWith(enrolment, typed, now);
  }

  async status(adminId: number): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }> {
    const enrolment = await this.enrolments.find(adminId);
    const enabled = isConfirmed(enrolment);
    return { enabled, required: await this.settings.twoFactorRequired(), recoveryCodesLeft: enabled ? await this.enrolments.recoveryCodesLeft(adminId) : 0 };
  }

  async isOn(adminId: number): Promise<boolean> {
    return isConfirmed(await this.enrolments.find(adminId));
  }

  required(): Promise<boolean> {
    return this.settings.twoFactorRequired();
  }

  setRequired(required: boolean, now: Date): Promise<void> {
    return this.settings.setTwoFactorRequired(required, now);
  }

  /** Forgets the account's authenticator and recovery codes (turned off, or reset by an owner after a lost phone). */
  remove(adminId: number): Promise<void> {
    return this.enrolments.remove(adminId);
  }

  private async confirmWith(enrolment: TwoFactorEnrolment, typed: string, now: Date): Promise<Result<string[]>> {
    const factor = readSecondFactor(typed);
    const step = factor?.kind === 'totp' ? this.totp.matchingStep(enrolment.secret, factor.code, now) : null;
    if (step === null || !(await this.enrolments.confirm(enrolment.adminId, step, now))) return BackofficeFailures.otpFailed();
    const codes = this.totp.newRecoveryCodes(RECOVERY_CODE_COUNT);
    await this.enrolments.replaceRecoveryCodes(enrolment.adminId, codes);
    return ok(codes.map(formatRecoveryCode));
  }

  /** The code's step, used once; or a recovery code, spent once. */
  private async spend(enrolment: TwoFactorEnrolment, typed: string, now: Date): Promise<'totp' | 'recovery-code' | null> {
    const factor = readSecondFactor(typed);
    if (!factor) return null;
    if (factor.kind === 'recovery') return (await this.enrolments.spendRecoveryCode(enrolment.adminId, factor.code, now)) ? 'recovery-code' : null;
    const step = this.totp.matchingStep(enrolment.secret, factor.code, now);
    return step !== null && (await this.enrolments.useStep(enrolment.adminId, step)) ? 'totp' : null;
  }
}

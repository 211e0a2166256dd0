import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { formatCalendarDate, parseCalendarDate } from '../../../../../shared/domain/calendar-date';
import { type Result, ok } from '../../../../../shared/domain/result';
import { isBirthYearAccepted } from '../../../domain/birth-year';
import { parseKoreanMobileNumber } from '../../../domain/korean-mobile-number';
import { MAX_TRIES_PER_CODE } from '../../../domain/verification-code';
import { VerificationFailures } from '../../../domain/verification-failures';
import { codeMismatchMessage, type VerificationPurpose } from '../../../domain/verification-purpose';
import { newVerificationToken, TOKEN_TTL_SECONDS } from '../../../domain/verification-token';
import type { IdentityVerificationPort } from '../../ports/identity-verification.port';
import type { RandomSourcePort } from '../../ports/random-source.port';
import type { SecretHasherPort } from '../../ports/secret-hasher.port';
import type { VerificationCodeRepositoryPort } from '../../ports/verification-code.repository.port';
import type { VerificationTokenRepositoryPort } from '../../ports/verification-token.repository.port';
import { IDENTITY_VERIFIER, RANDOM_SOURCE, SECRET_HASHER, VERIFICATION_CODE_REPOSITORY, VERIFICATION_TOKEN_REPOSITORY } from '../../verification.di-tokens';
import { codeDigestInput } from '../send-verification-code/send-verification-code.service';

export interface ConfirmVerificationCodeCommand {
  to: string;
  code: string;
  purpose: VerificationPurpose;
  /** Required for sign-up: the token carries them, so the member's name and birth come from here. */
  name?: string;
  birth?: string;
}

export interface ConfirmedPhone {
  token: string;
  expiresAt: Date;
  expiresIn: number;
  phone: string;
}

/**
 * The new confirm step: checks the code (at most 5 tries, 300 seconds, constant-time
 * comparison) and answers a short-lived single-use token bound to the phone, the
 * purpose, and the name and birth date entered, which sign-up and recovery require. The tries are counted on their
 * own connection (they stay counted whatever happens next); spending the code and saving the token are one unit.
 */
@Injectable()
export class ConfirmVerificationCodeService {
  constructor(
    @Inject(VERIFICATION_CODE_REPOSITORY) private readonly codes: VerificationCodeRepositoryPort,
    @Inject(VERIFICATION_TOKEN_REPOSITORY) private readonly tokens: VerificationTokenRepositoryPort,
    @Inject(SECRET_HASHER) private readonly hasher: SecretHasherPort,
    @Inject(RANDOM_SOURCE) private readonly random: RandomSourcePort,
    @Inject(IDENTITY_VERIFIER) private readonly identity: IdentityVerificationPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  async execute(command: ConfirmVerificationCodeCommand): Promise<Result<ConfirmedPhone>> {
    const phone = parseKoreanMobileNumber(command.to);
    if (!phone.ok) return phone;
    const details = this.details(command);
    if (!details.ok) return details;

    const now = this.clock.now();
    const code = await this.codes.findOpen(phone.value, command.purpose);
    if (!code) return VerificationFailures.codeNotRequested();
    const open = code.acceptsTryAt(now);
    if (!open.ok) return open;
    if (!(await this.codes.claimTry(code.id, MAX_TRIES_PER_CODE))) return VerificationFailures.tooManyTries();
    if (!this.hasher.matches(codeDigestInput(phone.value, command.code), code.codeHash)) {
      return VerificationFailures.codeMismatch(codeMismatchMessage(command.purpose));
    }
    // The identity check is an outside service: asked before the unit of work, never inside it.
    const identity = await this.identity.verify({ phone: phone.value, ...details.value });
    if (!identity.ok) return identity;
    const token = this.random.token();
    const state = newVerificationToken({
      id: this.random.uuid(),
      tokenHash: this.hasher.digest(token),
      phone: phone.value,
      purpose: command.purpose,
      ...details.value,
      assurance: identity.value.assurance,
      now,
    });
    // The code is spent and the token made together: a failure between them leaves the code open for another try.
    return this.unitOfWork.run(async () => {
      if (!(await this.codes.markConfirmed(code.id, now))) return VerificationFailures.codeNotRequested();
      await this.tokens.save(state);
      return ok({ token, expiresAt: state.expiresAt, expiresIn: TOKEN_TTL_SECONDS, phone: phone.value });
    });
  }

  /** Checked before any try is spent: a typo in the name costs no attempt. */
  private details(command: ConfirmVerificationCodeCommand): Result<{ name: string | null; birth: string | null }> {
    const name = command.name?.trim() || null;
    const birthText = command.birth?.trim() || null;
    if (command.purpose === 'sign-up' && !name) return VerificationFailures.detailsMissing('name');
    if (command.purpose === 'sign-up' && !birthText) return VerificationFailures.detailsMissing('birth');
    if (!birthText) return ok({ name, birth: null });
    const birth = parseCalendarDate(birthText);
    if (!birth) return VerificationFailures.birthInvalid();
    if (!isBirthYearAccepted(birth.year)) return VerificationFailures.birthTooEarly();
    return ok({ name, birth: formatCalendarDate(birth) });
  }
}

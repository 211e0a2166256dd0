import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { parseKoreanMobileNumber } from '../../../domain/korean-mobile-number';
import { addressGroup } from '../../../../../shared/domain/address-group';
import { type SendLimits, sendLimitsFor, sendRefusal } from '../../../domain/send-limits';
import { SmsTexts } from '../../../domain/sms-texts';
import { CODE_LENGTH, CODE_TTL_SECONDS, VerificationCode } from '../../../domain/verification-code';
import type { VerificationPurpose } from '../../../domain/verification-purpose';
import type { RandomSourcePort } from '../../ports/random-source.port';
import type { SecretHasherPort } from '../../ports/secret-hasher.port';
import type { SmsSenderPort } from '../../ports/sms-sender.port';
import type { VerificationCodeRepositoryPort } from '../../ports/verification-code.repository.port';
import { RANDOM_SOURCE, SECRET_HASHER, SEND_LIMITS, SMS_SENDER, VERIFICATION_CODE_REPOSITORY } from '../../verification.di-tokens';

export interface SendVerificationCodeCommand {
  to: string;
  purpose: VerificationPurpose;
  /** The requester's address, for the per-IP limit. */
  ip: string;
}

export interface SentCode {
  expiresAt: Date;
  expiresIn: number;
}

/** Digest input: the number is part of it, so a code is only ever good for its own phone. */
export function codeDigestInput(phone: string, code: string): string {
  return `${phone}:${code}`;
}

/**
 * POST /api/send-one.php: the server, not the browser, draws the 6-digit code, keeps
 * only its keyed digest with a 300-second expiry, and texts it, within the limits.
 */
@Injectable()
export class SendVerificationCodeService {
  constructor(
    @Inject(VERIFICATION_CODE_REPOSITORY) private readonly codes: VerificationCodeRepositoryPort,
    @Inject(SMS_SENDER) private readonly sms: SmsSenderPort,
    @Inject(SECRET_HASHER) private readonly hasher: SecretHasherPort,
    @Inject(RANDOM_SOURCE) private readonly random: RandomSourcePort,
    @Inject(SEND_LIMITS) private readonly limits: SendLimits,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: SendVerificationCodeCommand): Promise<Result<SentCode>> {
    const phone = parseKoreanMobileNumber(command.to);
    if (!phone.ok) return phone;
    const now = this.clock.now();
    const plain = this.random.digits(CODE_LENGTH);
    const code = VerificationCode.issue({
      id: this.random.uuid(),
      phone: phone.value,
      purpose: command.purpose,
      codeHash: this.hasher.digest(codeDigestInput(phone.value, plain)),
      requesterIp: command.ip,
      now,
    });
    // The slots are taken and the code stored before the text goes out; a failed text gives them back.
    const limits = sendLimitsFor({ phone: phone.value, address: addressGroup(command.ip), purpose: command.purpose }, this.limits);
    const reservation = await this.codes.issueIfAllowed(limits, code, now);
    if (!reservation.ok) return sendRefusal(reservation.refused);
    try {
      await this.sms.send({ to: phone.value, text: SmsTexts.verificationCode(plain) });
    } catch (error) {
      await this.codes.discard(code.snapshot().id, reservation.slots);
      throw error;
    }
    return ok({ expiresAt: code.snapshot().expiresAt, expiresIn: CODE_TTL_SECONDS });
  }
}

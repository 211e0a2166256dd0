import { Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import { ConfirmVerificationCodeService } from '../../../verification/application/commands/confirm-verification-code/confirm-verification-code.service';
import { ConsumeVerificationTokenService } from '../../../verification/application/commands/consume-verification-token/consume-verification-token.service';
import { SendVerificationCodeService } from '../../../verification/application/commands/send-verification-code/send-verification-code.service';
import type { GuestPhoneVerificationPort } from '../../application/ports/guest-phone-verification.port';

/** GuestPhoneVerificationPort through verification's exported use cases. */
@Injectable()
export class VerificationAdapter implements GuestPhoneVerificationPort {
  constructor(
    private readonly send: SendVerificationCodeService,
    private readonly confirm: ConfirmVerificationCodeService,
    private readonly consume: ConsumeVerificationTokenService,
  ) {}

  async spendGuestOrderToken(token: string): Promise<Result<{ phone: string; name: string | null }>> {
    const spent = await this.consume.consume({ token, purpose: 'guest-order' });
    return spent.ok ? ok({ phone: spent.value.phone, name: spent.value.name }) : spent;
  }

  async sendLookupCode(phone: string, ip: string): Promise<Result<void>> {
    const sent = await this.send.execute({ to: phone, purpose: 'order-lookup', ip });
    return sent.ok ? ok(undefined) : sent;
  }

  async confirmLookupCode(phone: string, code: string): Promise<boolean> {
    const confirmed = await this.confirm.execute({ to: phone, code, purpose: 'order-lookup' });
    if (!confirmed.ok) return false;
    // The lookup needs no token beyond this request: spend it at once so it can never be used elsewhere.
    return (await this.consume.consume({ token: confirmed.value.token, purpose: 'order-lookup', phone })).ok;
  }
}

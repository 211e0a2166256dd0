import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { SMS_CONFIG, type SmsConfig } from '../../../../config/sms.config';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';
import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';
import { maskMobileNumber } from '../../domain/korean-mobile-number';
import { SMS_UNAVAILABLE } from '../../domain/sms-unavailable';

export interface SolapiCredentials {
  apiKey: string;
  apiSecret: string;
}

/**
 * Solapi's API-key authentication: `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`,
 * the signature being the hex HMAC-SHA256 of date + salt keyed with the API secret.
 * The date is the real time (Solapi refuses a skewed one), never the test clock.
 */
export function solapiAuthorization(credentials: SolapiCredentials, date: string, salt: string): string {
  const signature = createHmac('sha256', credentials.apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${credentials.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Sends through Solapi's REST API v4 (`POST /messages/v4/send`); the type (SMS/LMS) is left to Solapi to pick by length. */
@Injectable()
export class SolapiSmsSender implements SmsSenderPort {
  private readonly logger = new Logger('SolapiSms');

  constructor(@Inject(SMS_CONFIG) private readonly sms: SmsConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const { baseUrl, apiKey, apiSecret } = this.sms.solapi;
    const date = new Date().toISOString();
    const salt = randomBytes(16).toString('hex');
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/messages/v4/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: solapiAuthorization({ apiKey, apiSecret }, date, salt) },
        body: JSON.stringify({ message: { to: message.to, from: this.sms.from, text: message.text } }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw smsUnavailable(`Solapi unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string; errorMessage?: string; statusCode?: string; messageId?: string };
    if (!response.ok) {
      throw smsUnavailable(`Solapi refused the message: HTTP ${response.status} ${body.errorCode ?? ''} ${body.errorMessage ?? ''}`.trim());
    }
    this.logger.log({ msg: 'SMS handed to Solapi', to: maskMobileNumber(message.to), messageId: body.messageId, statusCode: body.statusCode });
  }
}

function smsUnavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError(SMS_UNAVAILABLE.code, SMS_UNAVAILABLE.message, detail);
}


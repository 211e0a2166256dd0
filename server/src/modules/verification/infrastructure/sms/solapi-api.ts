import { createHmac, randomBytes } from 'node:crypto';
import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';
import { SMS_UNAVAILABLE } from '../../domain/sms-unavailable';

export interface SolapiCredentials {
  apiKey: string;
  apiSecret: string;
}

export interface SolapiEndpoint extends SolapiCredentials {
  baseUrl: string;
}

/** A message as Solapi's v4 API takes it; the type (SMS/LMS) is left to Solapi to pick by length. */
export interface SolapiMessage {
  to: string;
  from: string;
  text: string;
}

/**
 * The fields of a message group the shop reads (the SDK's GroupMessageResponse): `status` is PENDING until the group
 * is sent (then SENDING, COMPLETE; FAILED, DELETED, SCHEDULED otherwise), `count.total` the messages added to it.
 */
export interface SolapiGroup {
  groupId: string;
  status: string;
  count: { total: number };
}

/** Solapi's status of a group nobody has sent (or scheduled, or deleted) yet. */
export const SOLAPI_GROUP_PENDING = 'PENDING';

/**
 * Solapi's API-key authentication: `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`,
 * the signature being the hex HMAC-SHA256 of date + salt keyed with the API secret.
 * The date is the real time (Solapi refuses a skewed one), never the test clock.
 */
export function solapiAuthorization(credentials: SolapiCredentials, date: string, salt: string): string {
  const signature = createHmac('sha256', credentials.apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${credentials.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function smsUnavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError(SMS_UNAVAILABLE.code, SMS_UNAVAILABLE.message, detail);
}

/**
 * Solapi's REST API v4, the calls the shop makes: one message sent at once, and a message group made, filled, sent and
 * read (what the SDK's GroupService does: POST /groups, PUT /groups/{id}/messages, POST /groups/{id}/send,
 * GET /groups/{id}). Each call is signed with a fresh salt and cut off by the caller's signal. Errors name Solapi's
 * status and code, never the message.
 */
export class SolapiApi {
  constructor(private readonly endpoint: SolapiEndpoint) {}

  sendOne(message: SolapiMessage, signal: AbortSignal): Promise<{ messageId?: string; statusCode?: string }> {
    return this.call('POST', '/messages/v4/send', { message }, signal);
  }

  /**
   * A new group. `allowDuplicates: false` makes Solapi refuse a second message to the same number in it: a retry that
   * adds the text again to a group that has it (the group's count read too early) is refused instead of sent twice.
   */
  async createGroup(signal: AbortSignal): Promise<string> {
    const group = await this.call<SolapiGroup>('POST', '/messages/v4/groups', { allowDuplicates: false }, signal);
    if (!group.groupId) throw smsUnavailable('Solapi made a group without an id');
    return group.groupId;
  }

  async addMessage(groupId: string, message: SolapiMessage, signal: AbortSignal): Promise<void> {
    const added = await this.call<{ errorCount?: string | number; resultList?: { statusCode?: string; statusMessage?: string }[] }>(
      'PUT',
      `/messages/v4/groups/${encodeURIComponent(groupId)}/messages`,
      { messages: [message] },
      signal,
    );
    if (Number(added.errorCount ?? 0) > 0) {
      const refused = added.resultList?.[0];
      throw smsUnavailable(`Solapi refused the message in group ${groupId}: ${refused?.statusCode ?? ''} ${refused?.statusMessage ?? ''}`.trim());
    }
  }

  sendGroup(groupId: string, signal: AbortSignal): Promise<SolapiGroup> {
    return this.call('POST', `/messages/v4/groups/${encodeURIComponent(groupId)}/send`, undefined, signal);
  }

  getGroup(groupId: string, signal: AbortSignal): Promise<SolapiGroup> {
    return this.call('GET', `/messages/v4/groups/${encodeURIComponent(groupId)}`, undefined, signal);
  }

  private async call<T>(method: string, path: string, body: unknown, signal: AbortSignal): Promise<T> {
    const date = new Date().toISOString();
    const salt = randomBytes(16).toString('hex');
    const headers: Record<string, string> = { authorization: solapiAuthorization(this.endpoint, date, salt) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.endpoint.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch (error) {
      throw smsUnavailable(`Solapi unreachable (${method} ${routeOf(path)}): ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { errorCode?: string; errorMessage?: string };
    if (!response.ok) {
      throw smsUnavailable(`Solapi refused the message: HTTP ${response.status} ${answer.errorCode ?? ''} ${answer.errorMessage ?? ''}`.trim());
    }
    return answer;
  }
}

/** The path with the group id left out, for an error that reads the same for every group. */
function routeOf(path: string): string {
  return path.replace(/\/groups\/[^/]+/, '/groups/{id}');
}

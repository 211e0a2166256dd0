import { Logger } from '@nestjs/common';
import type { NicePayCredentials } from '../../../../../config/payment.config';
import type { ClockPort } from '../../../../../shared/application/clock.port';
import type {
  ApprovalOutcome,
  PaymentCancel,
  PaymentCheckoutParams,
  PaymentGatewayPort,
  PaymentMethod,
  PaymentReturn,
  ReadReturnOutcome,
} from '../../../application/ports/payment-gateway.port';
import { paymentUnavailable } from '../payment-unavailable';
import {
  answerText,
  approvalSignatureHolds,
  descriptionOf,
  methodOf,
  NICEPAY_SDK_METHODS,
  type NicePayApprovalAnswer,
  orderOf,
  paidAtOf,
} from './nicepay-approval';
import { NICEPAY_AUTHENTICATED, readNicePayAuthReturn } from './nicepay-auth-return';

/** NicePay's code for success in its API answers. */
const NICEPAY_OK = '0000';

type Call = { kind: 'answered'; status: number; body: Record<string, unknown> | null } | { kind: 'failed'; reason: string };

/**
 * NicePay's payment window, "Server 승인" model (API v1, Basic authentication): the browser opens the window
 * with the SDK, NicePay posts the authentication to our return URL, and `approve` calls
 * `POST /v1/payments/{tid}`, which is when the card is charged. An approval whose outcome we cannot know
 * (time-out, unreadable or 5xx answer) is network-cancelled (`POST /v1/payments/netcancel`), as NicePay asks,
 * so nothing stays taken. The secret key, the authToken and the Authorization header are never logged.
 */
export class NicePayGateway implements PaymentGatewayPort {
  readonly name = 'nicepay' as const;
  private readonly logger = new Logger('NicePay');

  /** `testMode`: NICEPAY_MODE=test, the test store's keys against NicePay's sandbox API (no money moves). */
  constructor(
    private readonly credentials: NicePayCredentials,
    private readonly timeoutMs: number,
    private readonly clock: ClockPort,
    readonly testMode = false,
  ) {}

  checkoutParams(order: { orderId: string; amount: number; goodsName: string; method: PaymentMethod; returnUrl: string }): PaymentCheckoutParams {
    return {
      gateway: 'nicepay',
      clientId: this.credentials.clientId,
      scriptUrl: this.credentials.sdkUrl,
      pageUrl: null,
      method: order.method,
      providerMethod: NICEPAY_SDK_METHODS[order.method],
      orderId: order.orderId,
      amount: order.amount,
      goodsName: order.goodsName,
      returnUrl: order.returnUrl,
    };
  }

  readReturn(fields: Record<string, unknown>): ReadReturnOutcome {
    return readNicePayAuthReturn(fields, this.credentials);
  }

  async approve(payment: PaymentReturn, amount: number): Promise<ApprovalOutcome> {
    if (!payment.authenticated || payment.resultCode !== NICEPAY_AUTHENTICATED || !payment.tid) {
      return { kind: 'declined', code: payment.resultCode, message: payment.resultMessage || '결제 인증에 실패했습니다.', order: null };
    }
    const call = await this.post(`/v1/payments/${encodeURIComponent(payment.tid)}`, { amount });
    if (call.kind === 'failed' || call.status >= 500 || call.status === 401 || call.status === 403 || !call.body) {
      const detail = call.kind === 'failed' ? call.reason : `HTTP ${call.status}${call.body ? ` ${answerText(call.body.resultCode)}` : ' (unreadable answer)'}`;
      // The outcome is unknown (or our keys were refused): make sure nothing stays taken.
      await this.netCancel(payment.orderId);
      throw paymentUnavailable(`NicePay approval of tid ${payment.tid} failed: ${detail}`);
    }
    const answer = call.body as NicePayApprovalAnswer;
    const resultCode = answerText(answer.resultCode);
    if (resultCode !== NICEPAY_OK || answerText(answer.status) !== 'paid') {
      this.logger.log({ msg: 'NicePay declined the approval', tid: payment.tid, orderId: payment.orderId, resultCode, status: answerText(answer.status) });
      // '0000' with another status (a virtual account's 'ready'...) is no payment either; never hand on '0000' as a decline.
      const code = resultCode === NICEPAY_OK ? `NICEPAY.STATUS_${answerText(answer.status) || 'UNKNOWN'}` : resultCode || `HTTP_${call.status}`;
      return { kind: 'declined', code, message: answerText(answer.resultMsg) || '결제가 승인되지 않았습니다.', order: orderOf(answer) };
    }
    if (!approvalSignatureHolds(answer, this.credentials.secretKey) || answerText(answer.tid) !== payment.tid) {
      await this.netCancel(payment.orderId);
      throw paymentUnavailable(`NicePay approval of tid ${payment.tid}: the answer's signature or tid does not match`);
    }
    // The order and amount as NicePay approved them, not as the return post claimed: the checkout compares both with
    // its order and gives back at once an approval that is not its order's. One that names neither cannot be
    // compared: it is given back here, by its tid (NicePay's cancel also wants an orderId: the best we know).
    const approved = orderOf(answer);
    if (!approved) {
      this.logger.error({ msg: 'NicePay approved without naming the order and amount: cancelling it', tid: payment.tid, orderId: payment.orderId });
      await this.cancel({ tid: payment.tid, orderId: answerText(answer.orderId) || payment.orderId, amount, reason: '승인 응답 확인 불가' });
      throw paymentUnavailable(`NicePay approval of tid ${payment.tid} named no order or amount; cancelled`);
    }
    return {
      kind: 'approved',
      payment: {
        tid: payment.tid,
        orderId: approved.orderId,
        amount: approved.amount,
        method: methodOf(answer),
        paidAt: paidAtOf(answer, this.clock.now()),
        description: descriptionOf(answer),
      },
    };
  }

  async cancel(payment: PaymentCancel): Promise<void> {
    // NicePay cancels the whole remainder without cancelAmt, and only that many won with it (partial cancel). The
    // cancel's orderId is unique per cancel at NicePay: the refund's key makes a retried cancel a duplicate, not a second refund.
    const body = { reason: payment.reason.slice(0, 100), orderId: payment.idempotencyKey ?? payment.orderId, ...(payment.partial ? { cancelAmt: payment.amount } : {}) };
    const call = await this.post(`/v1/payments/${encodeURIComponent(payment.tid)}/cancel`, body);
    if (call.kind === 'failed') throw paymentUnavailable(`NicePay cancel of tid ${payment.tid} failed: ${call.reason}`);
    const resultCode = answerText(call.body?.resultCode);
    if (call.status >= 400 || resultCode !== NICEPAY_OK) {
      throw paymentUnavailable(`NicePay refused to cancel tid ${payment.tid}: HTTP ${call.status} ${resultCode} ${answerText(call.body?.resultMsg)}`.trim());
    }
    this.logger.log({ msg: 'NicePay payment cancelled', tid: payment.tid, orderId: payment.orderId, amount: payment.amount });
  }

  /**
   * 거래 조회 (`GET /v1/payments/{tid}`): what is given back is the approved amount less NicePay's balanceAmt (all of
   * it once the status is cancelled). Anything else (unreachable, an error code, fields missing) is null: unknown.
   */
  async refundedSoFar(tid: string): Promise<number | null> {
    const call = await this.send('GET', `/v1/payments/${encodeURIComponent(tid)}`);
    if (call.kind === 'failed' || call.status >= 400 || !call.body || answerText(call.body.resultCode) !== NICEPAY_OK || answerText(call.body.tid) !== tid) {
      this.logger.warn({ msg: 'NicePay payment lookup gave no answer to go by', tid, detail: call.kind === 'failed' ? call.reason : `HTTP ${call.status} ${answerText(call.body?.resultCode)}` });
      return null;
    }
    const amount = call.body.amount;
    const balance = call.body.balanceAmt;
    if (!isWon(amount)) return null;
    if (answerText(call.body.status) === 'cancelled') return amount;
    return isWon(balance) && balance <= amount ? amount - balance : null;
  }

  /** 망취소: best effort; whatever happens is logged, and the caller throws "unavailable" anyway. */
  private async netCancel(orderId: string): Promise<void> {
    const call = await this.post('/v1/payments/netcancel', { orderId });
    if (call.kind === 'answered' && answerText(call.body?.resultCode) === NICEPAY_OK) {
      this.logger.warn({ msg: 'NicePay network cancel sent after an unknown approval outcome', orderId });
    } else {
      const detail = call.kind === 'failed' ? call.reason : `HTTP ${call.status} ${answerText(call.body?.resultCode)} ${answerText(call.body?.resultMsg)}`.trim();
      this.logger.error({ msg: 'NicePay network cancel failed: check the order in NicePay\'s console', orderId, detail });
    }
  }

  private post(path: string, body: object): Promise<Call> {
    return this.send('POST', path, body);
  }

  private async send(method: 'GET' | 'POST', path: string, body?: object): Promise<Call> {
    let response: Response;
    try {
      response = await fetch(`${this.credentials.apiBaseUrl}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json;charset=utf-8' } : {}), authorization: this.authorization() },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { kind: 'failed', reason: describeFailure(error) };
    }
    try {
      const parsed: unknown = JSON.parse(await response.text());
      const object = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
      return { kind: 'answered', status: response.status, body: object };
    } catch (error) {
      // A time-out while reading the body is as unknown as one before it.
      if (isTimeout(error)) return { kind: 'failed', reason: describeFailure(error) };
      return { kind: 'answered', status: response.status, body: null };
    }
  }

  private authorization(): string {
    return `Basic ${Buffer.from(`${this.credentials.clientId}:${this.credentials.secretKey}`).toString('base64')}`;
  }
}

/** A whole, non-negative number of won as NicePay writes it. */
function isWon(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** AbortSignal.timeout's DOMException (not always an `Error` of this realm, so read by its name). */
function isTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

function describeFailure(error: unknown): string {
  if (isTimeout(error)) return 'timed out';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `unreachable (${error instanceof Error ? error.message : String(error)}${cause})`;
}

import { Logger } from '@nestjs/common';
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
import { NICEPAY_AUTHENTICATED, readNicePayAuthReturn } from '../nicepay/nicepay-auth-return';
import { paymentUnavailable } from '../payment-unavailable';
import { SANDBOX_PAGE_PATH, sameOriginPathOf } from './payment-sandbox.page';
import { SANDBOX_CLIENT_ID, type SandboxPaymentStore } from './sandbox-payment.store';
import { SANDBOX_LIMIT_MESSAGE } from './sandbox-test-cards';

const DECLINES = {
  unknown: { code: 'SANDBOX.UNKNOWN_AUTHENTICATION', message: '결제 인증 정보가 없거나 만료되었습니다. 다시 결제해주세요.' },
  used: { code: 'SANDBOX.ALREADY_PROCESSED', message: '이미 처리된 결제입니다.' },
  'paid-order': { code: 'SANDBOX.ORDER_ALREADY_PAID', message: '이미 결제된 주문입니다.' },
  amount: { code: 'SANDBOX.AMOUNT_MISMATCH', message: '결제 금액이 인증된 금액과 다릅니다.' },
  limit: { code: 'SANDBOX.LIMIT_EXCEEDED', message: SANDBOX_LIMIT_MESSAGE },
} as const;

/**
 * The default gateway outside production: the same return-then-approve flow as NicePay, with the shop's own
 * card page (/dev/payment-sandbox) standing in for NicePay's window and SandboxPaymentStore for its API.
 * No money moves. The store lives in this process's memory: run one instance.
 */
export class SandboxPaymentGateway implements PaymentGatewayPort {
  readonly name = 'sandbox' as const;
  /** The local sandbox never takes money. */
  readonly testMode = true;
  private readonly logger = new Logger('PaymentSandbox');

  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly clock: ClockPort,
  ) {}

  checkoutParams(order: { orderId: string; amount: number; goodsName: string; method: PaymentMethod; returnUrl: string }): PaymentCheckoutParams {
    return {
      gateway: 'sandbox',
      clientId: null,
      scriptUrl: null,
      pageUrl: SANDBOX_PAGE_PATH,
      method: order.method,
      providerMethod: order.method,
      orderId: order.orderId,
      amount: order.amount,
      goodsName: order.goodsName,
      // The card page accepts only a path on the shop (no open redirect); NicePay needs the absolute URL.
      returnUrl: sameOriginPathOf(order.returnUrl),
    };
  }

  readReturn(fields: Record<string, unknown>): ReadReturnOutcome {
    return readNicePayAuthReturn(fields, { clientId: SANDBOX_CLIENT_ID, secretKey: this.store.secretKey });
  }

  async approve(payment: PaymentReturn, amount: number): Promise<ApprovalOutcome> {
    if (!payment.authenticated || payment.resultCode !== NICEPAY_AUTHENTICATED || !payment.tid) {
      return { kind: 'declined', code: payment.resultCode, message: payment.resultMessage || '결제 인증에 실패했습니다.', order: null };
    }
    const approval = await this.store.approve(payment.tid, payment.approvalContext.authToken ?? '', amount);
    if (approval.kind === 'timeout') {
      throw paymentUnavailable(`sandbox approval of tid ${payment.tid} timed out (test card 4000-0000-0000-0010); network-cancelled`);
    }
    if (approval.kind === 'declined') return { kind: 'declined', ...DECLINES[approval.reason], order: approval.order };
    // As NicePay's answer: the order and amount the authentication was made for, whatever order the return named.
    const { orderId, amount: approved } = approval.order;
    return {
      kind: 'approved',
      payment: { tid: payment.tid, orderId, amount: approved, method: approval.method, paidAt: this.clock.now(), description: `샌드박스카드 ${approval.cardLast4}` },
    };
  }

  async cancel(payment: PaymentCancel): Promise<void> {
    if (await this.store.cancel(payment.tid, payment.orderId, payment.partial ? payment.amount : null)) return;
    if ((await this.store.stateOf(payment.tid)) === null) {
      // Forgotten (a restart, or past a day): nothing real was ever taken.
      this.logger.warn({ msg: 'sandbox cancel of a payment the sandbox no longer knows: nothing to give back', tid: payment.tid, orderId: payment.orderId });
      return;
    }
    throw paymentUnavailable(`sandbox cannot cancel tid ${payment.tid}: not an approved payment of order ${payment.orderId}`);
  }

  async refundedSoFar(tid: string): Promise<number | null> {
    return (await this.store.stateOf(tid)) === null ? null : this.store.refundedOf(tid);
  }
}

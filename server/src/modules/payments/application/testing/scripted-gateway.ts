import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';
import type { ApprovalOutcome, PaymentCancel, PaymentCheckoutParams, PaymentGatewayPort, PaymentMethod, PaymentReturn, ReadReturnOutcome } from '../ports/payment-gateway.port';

/** A gateway whose answers a spec sets; it records every call. */
export class ScriptedGateway implements PaymentGatewayPort {
  readonly name = 'sandbox' as const;
  testMode = false;
  approvals: { tid: string; amount: number }[] = [];
  cancels: { tid: string; amount: number; reason: string; partial?: boolean; idempotencyKey?: string }[] = [];
  /** The order number each cancel named, in the same order as `cancels`. */
  cancelledUnder: string[] = [];
  nextApproval: ApprovalOutcome | Error | null = null;
  /** Answers for the next approvals, one each, before `nextApproval` (which answers every approval after). */
  queuedApprovals: (ApprovalOutcome | Error)[] = [];
  cancelFails = false;
  /**
   * What the provider says it has given back, per tid: by default the sum of the cancels recorded here; a spec may
   * set an answer (a number, or null: cannot tell) to play a cancel that went through while its answer was lost.
   */
  refundedAnswer: Map<string, number | null> = new Map();
  /** Resolves approvals only when released, to hold a claim open. */
  gate: Promise<void> | null = null;

  checkoutParams(order: { orderId: string; amount: number; goodsName: string; method: PaymentMethod; returnUrl: string }): PaymentCheckoutParams {
    return { gateway: 'sandbox', clientId: null, scriptUrl: null, pageUrl: '/dev/payment-sandbox', ...order };
  }

  readReturn(fields: Record<string, unknown>): ReadReturnOutcome {
    if (fields.signature !== 'good') return { ok: false, reason: 'bad-signature' };
    return {
      ok: true,
      value: {
        authenticated: fields.authResultCode === '0000',
        resultCode: String(fields.authResultCode),
        resultMessage: String(fields.authResultMsg ?? ''),
        orderId: String(fields.orderId),
        amount: Number(fields.amount),
        tid: String(fields.tid ?? ''),
        approvalContext: {},
      },
    };
  }

  async approve(payment: PaymentReturn, amount: number): Promise<ApprovalOutcome> {
    this.approvals.push({ tid: payment.tid, amount });
    const queued = this.queuedApprovals.shift();
    if (this.gate) await this.gate;
    const next = queued ?? this.nextApproval;
    if (next instanceof Error) throw next;
    // By default the provider approves what was authenticated: the order the return names, for the amount asked.
    return (
      next ?? {
        kind: 'approved',
        payment: { tid: payment.tid, orderId: payment.orderId, amount, method: 'card', paidAt: new Date('2026-11-23T03:00:05Z'), description: '테스트카드 1234' },
      }
    );
  }

  async cancel(payment: PaymentCancel): Promise<void> {
    if (this.cancelFails) throw new OutsideServiceUnavailableError('CHECKOUT.PAYMENT_UNAVAILABLE', '결제 서비스에 연결할 수 없습니다.', 'provider down');
    this.cancels.push({
      tid: payment.tid,
      amount: payment.amount,
      reason: payment.reason,
      ...(payment.partial ? { partial: true } : {}),
      ...(payment.idempotencyKey ? { idempotencyKey: payment.idempotencyKey } : {}),
    });
    this.cancelledUnder.push(payment.orderId);
  }

  async refundedSoFar(tid: string): Promise<number | null> {
    if (this.refundedAnswer.has(tid)) return this.refundedAnswer.get(tid)!;
    return this.cancels.filter((cancel) => cancel.tid === tid).reduce((sum, cancel) => sum + cancel.amount, 0);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { PaymentMethod } from '../../../application/ports/payment-gateway.port';
import { sandboxCardBehaviour, type SandboxCardBehaviour } from './sandbox-test-cards';

/** The clientId the sandbox signs its return posts for (NicePay's would be the store's client key). */
export const SANDBOX_CLIENT_ID = 'sandbox';

/** An authentication is approved within this time or forgotten; an approval stays cancellable for a day. */
export const SANDBOX_AUTH_TTL_SECONDS = 30 * 60;
export const SANDBOX_PAID_TTL_SECONDS = 24 * 60 * 60;
/** Anyone who reaches a development server can fill the map: keep it bounded (the oldest go first). */
export const SANDBOX_MAX_PAYMENTS = 1000;

type SandboxState = 'authenticated' | 'approved' | 'cancelled';

interface SandboxPayment {
  orderId: string;
  amount: number;
  method: PaymentMethod;
  authToken: string;
  cardLast4: string;
  behaviour: SandboxCardBehaviour;
  state: SandboxState;
  expiresAt: number;
  /** Won given back by partial cancels so far. */
  refunded?: number;
}

export type SandboxApproval =
  | { kind: 'approved'; method: PaymentMethod; cardLast4: string }
  | { kind: 'declined'; reason: 'unknown' | 'used' | 'paid-order' | 'amount' | 'limit' }
  | { kind: 'timeout' };

/**
 * The sandbox's "card company": authentications made on the card page (a tid and an authToken bound to the
 * order number and amount) and what became of them. In memory, so it needs ONE server process (the page's
 * authentication and the checkout's approval must reach the same instance); a restart forgets every pending
 * authentication, which only means paying again. Development and tests only.
 */
@Injectable()
export class SandboxPaymentStore {
  /** Signs the return posts like NicePay's secret key; random per process, never leaves it. */
  readonly secretKey = randomBytes(32).toString('base64url');
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(@Inject(CLOCK) private readonly clock: ClockPort) {}

  authenticate(order: { orderId: string; amount: number; method: PaymentMethod; cardNumber: string }): { tid: string; authToken: string } {
    const now = this.clock.now().getTime();
    for (const [tid, payment] of this.payments) if (payment.expiresAt <= now) this.payments.delete(tid);
    // Map keeps insertion order: the first key is the oldest.
    while (this.payments.size >= SANDBOX_MAX_PAYMENTS) this.payments.delete(this.payments.keys().next().value as string);
    const tid = `sandbox${randomBytes(12).toString('hex')}`.slice(0, 30);
    const authToken = randomBytes(20).toString('hex');
    const digits = order.cardNumber.replace(/\D/g, '');
    this.payments.set(tid, {
      orderId: order.orderId,
      amount: order.amount,
      method: order.method,
      authToken,
      cardLast4: digits.slice(-4),
      behaviour: sandboxCardBehaviour(digits),
      state: 'authenticated',
      expiresAt: now + SANDBOX_AUTH_TTL_SECONDS * 1000,
    });
    return { tid, authToken };
  }

  /**
   * Approves once: the tid must be a live authentication, the authToken its own, the amount the one
   * authenticated. Check and change happen in one synchronous step, so two approvals cannot both pass.
   */
  approve(tid: string, authToken: string, amount: number): SandboxApproval {
    const payment = this.live(tid);
    if (!payment || payment.authToken !== authToken) return { kind: 'declined', reason: 'unknown' };
    if (payment.state !== 'authenticated') return { kind: 'declined', reason: 'used' };
    if (payment.amount !== amount) return { kind: 'declined', reason: 'amount' };
    // As NicePay, an order number is paid once: another authentication for a paid order approves nothing.
    if (this.isPaid(payment.orderId)) {
      payment.state = 'cancelled';
      return { kind: 'declined', reason: 'paid-order' };
    }
    if (payment.behaviour === 'decline') {
      payment.state = 'cancelled';
      return { kind: 'declined', reason: 'limit' };
    }
    if (payment.behaviour === 'timeout') {
      // What NicePay's network cancel leaves behind: nothing taken, the tid spent.
      payment.state = 'cancelled';
      return { kind: 'timeout' };
    }
    payment.state = 'approved';
    payment.expiresAt = this.clock.now().getTime() + SANDBOX_PAID_TTL_SECONDS * 1000;
    return { kind: 'approved', method: payment.method, cardLast4: payment.cardLast4 };
  }

  /**
   * Gives an approved payment back (all of it, or `amount` won of what is left: a partial cancel); false when the
   * sandbox knows no approved payment by that tid and order, or the amount is more than what is left.
   */
  cancel(tid: string, orderId: string, amount: number | null = null): boolean {
    const payment = this.live(tid);
    if (!payment || payment.orderId !== orderId || payment.state === 'authenticated') return false;
    if (amount !== null) {
      const left = payment.amount - (payment.refunded ?? 0);
      if (payment.state !== 'approved' || amount <= 0 || amount > left) return false;
      payment.refunded = (payment.refunded ?? 0) + amount;
      if (amount === left) payment.state = 'cancelled';
      return true;
    }
    payment.state = 'cancelled';
    return true;
  }

  /** For tests: won given back by partial cancels (0 when none; a full cancel is `stateOf` 'cancelled'). */
  refundedOf(tid: string): number {
    return this.live(tid)?.refunded ?? 0;
  }

  /** For tests and the page: what became of a tid (null once forgotten). */
  stateOf(tid: string): SandboxState | null {
    return this.live(tid)?.state ?? null;
  }

  private isPaid(orderId: string): boolean {
    for (const tid of this.payments.keys()) {
      const other = this.live(tid);
      if (other?.orderId === orderId && other.state === 'approved') return true;
    }
    return false;
  }

  private live(tid: string): SandboxPayment | null {
    const payment = this.payments.get(tid);
    if (!payment) return null;
    if (payment.expiresAt <= this.clock.now().getTime()) {
      this.payments.delete(tid);
      return null;
    }
    return payment;
  }
}

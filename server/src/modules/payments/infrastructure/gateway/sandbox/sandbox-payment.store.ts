import { randomBytes } from 'node:crypto';
import type { PaymentMethod, ProviderOrder } from '../../../application/ports/payment-gateway.port';
import { sandboxCardBehaviour, type SandboxCardBehaviour } from './sandbox-test-cards';

/** The clientId the sandbox signs its return posts for (NicePay's would be the store's client key). */
export const SANDBOX_CLIENT_ID = 'sandbox';

/** An authentication is approved within this time or forgotten; an approval stays cancellable for a day. */
export const SANDBOX_AUTH_TTL_SECONDS = 30 * 60;
export const SANDBOX_PAID_TTL_SECONDS = 24 * 60 * 60;
/** Anyone who reaches a development server can fill the store: keep it bounded (the oldest go first). */
export const SANDBOX_MAX_PAYMENTS = 1000;

export type SandboxState = 'authenticated' | 'approved' | 'cancelled';

export interface SandboxPayment {
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

/**
 * An approval's answer names, like NicePay's, the order and amount the authentication was made for (`order`), so the
 * checkout can tell an authentication of another order posted with this order's number; an unknown tid names none.
 */
export type SandboxApproval =
  | { kind: 'approved'; method: PaymentMethod; cardLast4: string; order: ProviderOrder }
  | { kind: 'declined'; reason: 'unknown' | 'used' | 'paid-order' | 'amount' | 'limit'; order: ProviderOrder | null }
  | { kind: 'timeout' };

export interface SandboxAuthentication {
  orderId: string;
  amount: number;
  method: PaymentMethod;
  cardNumber: string;
}

/** A new authentication's row: a fresh tid and authToken, the card's last digits and test behaviour. */
export function newSandboxPayment(order: SandboxAuthentication, now: number): { tid: string; payment: SandboxPayment } {
  const tid = `sandbox${randomBytes(12).toString('hex')}`.slice(0, 30);
  const digits = order.cardNumber.replace(/\D/g, '');
  return {
    tid,
    payment: {
      orderId: order.orderId,
      amount: order.amount,
      method: order.method,
      authToken: randomBytes(20).toString('hex'),
      cardLast4: digits.slice(-4),
      behaviour: sandboxCardBehaviour(digits),
      state: 'authenticated',
      expiresAt: now + SANDBOX_AUTH_TTL_SECONDS * 1000,
    },
  };
}

/**
 * What an approval does to a live authentication (mutates it) and answers; `orderPaid` says whether another
 * authentication of the same order number is already approved. Shared by both stores so they decide alike.
 */
export function approveSandboxPayment(payment: SandboxPayment | null, authToken: string, amount: number, orderPaid: boolean, now: number): SandboxApproval {
  if (!payment || payment.authToken !== authToken) return { kind: 'declined', reason: 'unknown', order: null };
  const order = { orderId: payment.orderId, amount: payment.amount };
  if (payment.state !== 'authenticated') return { kind: 'declined', reason: 'used', order };
  if (payment.amount !== amount) return { kind: 'declined', reason: 'amount', order };
  // As NicePay, an order number is paid once: another authentication for a paid order approves nothing.
  if (orderPaid) {
    payment.state = 'cancelled';
    return { kind: 'declined', reason: 'paid-order', order };
  }
  if (payment.behaviour === 'decline') {
    payment.state = 'cancelled';
    return { kind: 'declined', reason: 'limit', order };
  }
  if (payment.behaviour === 'timeout') {
    // What NicePay's network cancel leaves behind: nothing taken, the tid spent.
    payment.state = 'cancelled';
    return { kind: 'timeout' };
  }
  payment.state = 'approved';
  payment.expiresAt = now + SANDBOX_PAID_TTL_SECONDS * 1000;
  return { kind: 'approved', method: payment.method, cardLast4: payment.cardLast4, order };
}

/** What a cancel does to a live payment (mutates it): true when given back. */
export function cancelSandboxPayment(payment: SandboxPayment | null, orderId: string, amount: number | null): boolean {
  if (!payment || payment.orderId !== orderId || payment.state === 'authenticated') return false;
  if (amount !== null) {
    const left = payment.amount - (payment.refunded ?? 0);
    if (payment.state !== 'approved' || amount <= 0 || amount > left) return false;
    payment.refunded = (payment.refunded ?? 0) + amount;
    if (amount === left) payment.state = 'cancelled';
    return true;
  }
  // Everything left goes back: what was refunded so far becomes the whole amount (only an approval had any).
  if (payment.state === 'approved') payment.refunded = payment.amount;
  payment.state = 'cancelled';
  return true;
}

/**
 * The sandbox's "card company": authentications made on the card page (a tid and an authToken bound to the
 * order number and amount) and what became of them. The application's store is TypeOrmSandboxPaymentStore (in
 * PostgreSQL, so the card page and the approval may reach different instances); InMemorySandboxPaymentStore is
 * its fake for unit specs. Both pass the same specs. Development, tests and staging only.
 */
export abstract class SandboxPaymentStore {
  /** Signs the return posts like NicePay's secret key; one per database (or per fake), never leaves the servers. */
  abstract readonly secretKey: string;

  abstract authenticate(order: SandboxAuthentication): Promise<{ tid: string; authToken: string }>;

  /**
   * Approves once: the tid must be a live authentication, the authToken its own, the amount the one
   * authenticated. Check and change are one atomic step, so two approvals cannot both pass.
   */
  abstract approve(tid: string, authToken: string, amount: number): Promise<SandboxApproval>;

  /**
   * Gives an approved payment back (all of it, or `amount` won of what is left: a partial cancel); false when the
   * sandbox knows no approved payment by that tid and order, or the amount is more than what is left.
   */
  abstract cancel(tid: string, orderId: string, amount?: number | null): Promise<boolean>;

  /** Won given back so far, by partial cancels and a full one (0 when none; 0 too for a tid it does not know). */
  abstract refundedOf(tid: string): Promise<number>;

  /** For tests and the page: what became of a tid (null once forgotten). */
  abstract stateOf(tid: string): Promise<SandboxState | null>;
}

import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import {
  approveSandboxPayment,
  cancelSandboxPayment,
  newSandboxPayment,
  SANDBOX_MAX_PAYMENTS,
  SandboxPaymentStore,
  type SandboxApproval,
  type SandboxAuthentication,
  type SandboxPayment,
  type SandboxState,
} from './sandbox-payment.store';

/** The sandbox store in one process's memory: the fake of TypeOrmSandboxPaymentStore for unit specs. */
@Injectable()
export class InMemorySandboxPaymentStore extends SandboxPaymentStore {
  readonly secretKey = randomBytes(32).toString('base64url');
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(@Inject(CLOCK) private readonly clock: ClockPort) {
    super();
  }

  async authenticate(order: SandboxAuthentication): Promise<{ tid: string; authToken: string }> {
    const now = this.clock.now().getTime();
    for (const [tid, payment] of this.payments) if (payment.expiresAt <= now) this.payments.delete(tid);
    // Map keeps insertion order: the first key is the oldest.
    while (this.payments.size >= SANDBOX_MAX_PAYMENTS) this.payments.delete(this.payments.keys().next().value as string);
    const { tid, payment } = newSandboxPayment(order, now);
    this.payments.set(tid, payment);
    return { tid, authToken: payment.authToken };
  }

  async approve(tid: string, authToken: string, amount: number): Promise<SandboxApproval> {
    const payment = this.live(tid);
    const orderPaid = payment !== null && this.isPaid(payment.orderId);
    return approveSandboxPayment(payment, authToken, amount, orderPaid, this.clock.now().getTime());
  }

  async cancel(tid: string, orderId: string, amount: number | null = null): Promise<boolean> {
    return cancelSandboxPayment(this.live(tid), orderId, amount);
  }

  async refundedOf(tid: string): Promise<number> {
    return this.live(tid)?.refunded ?? 0;
  }

  async stateOf(tid: string): Promise<SandboxState | null> {
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

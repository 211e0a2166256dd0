import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { PaymentMethod } from '../../../application/ports/payment-gateway.port';
import type { SandboxCardBehaviour } from './sandbox-test-cards';
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

interface SandboxPaymentRow {
  tid: string;
  order_id: string;
  amount: number;
  method: string;
  auth_token: string;
  card_last4: string;
  behaviour: string;
  state: string;
  refunded: number;
  expires_at: Date;
}

const toPayment = (row: SandboxPaymentRow): SandboxPayment => ({
  orderId: row.order_id,
  amount: Number(row.amount),
  method: row.method as PaymentMethod,
  authToken: row.auth_token,
  cardLast4: row.card_last4,
  behaviour: row.behaviour as SandboxCardBehaviour,
  state: row.state as SandboxState,
  expiresAt: new Date(row.expires_at).getTime(),
  refunded: Number(row.refunded),
});

/**
 * The sandbox's card company in PostgreSQL (sandbox_payment, sandbox_payment_key): an authentication made on the
 * card page through one instance is approved through any other on the same database. Expired rows are deleted on
 * every authentication, and the store stays bounded (SANDBOX_MAX_PAYMENTS, the oldest go first). An approval or a
 * cancel locks the tid's row (and, for an approval, the order's rows) in one transaction, so two cannot both pass.
 */
@Injectable()
export class TypeOrmSandboxPaymentStore extends SandboxPaymentStore implements OnModuleInit {
  private key: string | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {
    super();
  }

  get secretKey(): string {
    if (!this.key) throw new Error('the sandbox signing key is read at start (onModuleInit)');
    return this.key;
  }

  /** The first instance on a database writes the key; every other reads the same one. */
  async onModuleInit(): Promise<void> {
    await this.dataSource.query(`INSERT INTO sandbox_payment_key (id, secret_key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const rows: { secret_key: string }[] = await this.dataSource.query(`SELECT secret_key FROM sandbox_payment_key WHERE id = 1`);
    this.key = rows[0].secret_key;
  }

  async authenticate(order: SandboxAuthentication): Promise<{ tid: string; authToken: string }> {
    const now = this.clock.now();
    const { tid, payment } = newSandboxPayment(order, now.getTime());
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM sandbox_payment WHERE expires_at <= $1`, [now]);
      await manager.query(
        `DELETE FROM sandbox_payment WHERE tid IN (SELECT tid FROM sandbox_payment ORDER BY created DESC, tid OFFSET $1)`,
        [SANDBOX_MAX_PAYMENTS - 1],
      );
      await manager.query(
        `INSERT INTO sandbox_payment (tid, order_id, amount, method, auth_token, card_last4, behaviour, state, refunded, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)`,
        [tid, payment.orderId, payment.amount, payment.method, payment.authToken, payment.cardLast4, payment.behaviour, payment.state, new Date(payment.expiresAt)],
      );
    });
    return { tid, authToken: payment.authToken };
  }

  async approve(tid: string, authToken: string, amount: number): Promise<SandboxApproval> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.lockLive(manager, tid);
      let orderPaid = false;
      if (payment) {
        const paid: unknown[] = await manager.query(
          `SELECT tid FROM sandbox_payment WHERE order_id = $1 AND tid <> $2 AND state = 'approved' AND expires_at > $3 FOR UPDATE`,
          [payment.orderId, tid, this.clock.now()],
        );
        orderPaid = paid.length > 0;
      }
      const approval = approveSandboxPayment(payment, authToken, amount, orderPaid, this.clock.now().getTime());
      if (payment) await this.save(manager, tid, payment);
      return approval;
    });
  }

  async cancel(tid: string, orderId: string, amount: number | null = null): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.lockLive(manager, tid);
      const cancelled = cancelSandboxPayment(payment, orderId, amount);
      if (cancelled && payment) await this.save(manager, tid, payment);
      return cancelled;
    });
  }

  async refundedOf(tid: string): Promise<number> {
    return (await this.lockLive(this.dataSource.manager, tid, false))?.refunded ?? 0;
  }

  async stateOf(tid: string): Promise<SandboxState | null> {
    return (await this.lockLive(this.dataSource.manager, tid, false))?.state ?? null;
  }

  private async lockLive(manager: EntityManager, tid: string, lock = true): Promise<SandboxPayment | null> {
    const rows: SandboxPaymentRow[] = await manager.query(
      `SELECT * FROM sandbox_payment WHERE tid = $1 AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
      [tid, this.clock.now()],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  private async save(manager: EntityManager, tid: string, payment: SandboxPayment): Promise<void> {
    await manager.query(`UPDATE sandbox_payment SET state = $2, refunded = $3, expires_at = $4 WHERE tid = $1`, [
      tid,
      payment.state,
      payment.refunded ?? 0,
      new Date(payment.expiresAt),
    ]);
  }
}

import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A refund intent and its outcome (migration 1790000160000). */
@Entity('payment_refund')
@Unique('payment_refund_idempotency_key', ['idempotencyKey'])
@Check('payment_refund_amount_positive', 'amount > 0')
@Check('payment_refund_cause', "cause IN ('member-cancel', 'staff-cancel', 'return', 'approval')")
@Check('payment_refund_status', "status IN ('pending', 'succeeded', 'failed')")
@Index('payment_refund_order_idx', ['orderId'])
@Index('payment_refund_open_idx', ['status', 'settledAt'], { where: "status <> 'succeeded'" })
export class PaymentRefundOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'payment_refund_pkey' })
  id!: string;

  @Column({ name: 'order_id', type: 'bigint' })
  orderId!: string;

  @Column({ name: 'order_number', type: 'varchar', length: 64 })
  orderNumber!: string;

  @Column({ type: 'varchar', length: 20 })
  gateway!: string;

  @Column({ type: 'varchar', length: 64 })
  tid!: string;

  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'boolean' })
  partial!: boolean;

  @Column({ type: 'varchar', length: 20 })
  cause!: string;

  @Column({ type: 'varchar', length: 100 })
  reason!: string;

  @Column({ type: 'jsonb', nullable: true })
  settlement!: Record<string, unknown> | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 64 })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: string;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;
}

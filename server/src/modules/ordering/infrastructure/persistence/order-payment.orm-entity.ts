import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { OrderOrmEntity } from './order.orm-entity';

/** A payment the provider approved for an order; `cancelled` once given back. At most one live payment per order. */
@Entity('order_payment')
@Unique('order_payment_gateway_tid_key', ['gateway', 'tid'])
@Check('order_payment_amount_not_negative', 'amount >= 0')
@Check('order_payment_cancelled_at', 'cancelled = (cancelled_at IS NOT NULL)')
@Index('order_payment_one_live_key', ['orderId'], { unique: true, where: 'NOT cancelled' })
@Index('order_payment_order_idx', ['orderId'])
// The console's "paid cancel" test (migration 1790000050000): the few payments given back.
@Index('order_payment_cancelled_idx', ['orderId'], { where: 'cancelled' })
export class OrderPaymentOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'bigint' })
  @ForeignKey(() => OrderOrmEntity, { name: 'order_payment_order_id_fkey', onDelete: 'CASCADE' })
  orderId!: string;

  @Column({ type: 'varchar', length: 20 })
  gateway!: string;

  @Column({ type: 'varchar', length: 64 })
  tid!: string;

  @Column({ type: 'varchar', length: 20 })
  method!: string;

  @Column({ type: 'integer' })
  amount!: number;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt!: Date;

  @Column({ type: 'varchar', length: 255 })
  description!: string;

  @Column({ type: 'boolean', default: false })
  cancelled!: boolean;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /** Approved in test mode (migration 1790000170000): no money moved. */
  @Column({ type: 'boolean', default: false })
  test!: boolean;
}

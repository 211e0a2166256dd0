import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OrderOrmEntity } from './order.orm-entity';
import { ORDER_STATUS_SQL_LIST } from './status-list.sql';

/** Every status change of an order, with its reason and time; from_status is null for the order's first entry. */
@Entity('order_status_history')
@Check('order_status_history_from_known', `from_status IN (${ORDER_STATUS_SQL_LIST})`)
@Check('order_status_history_to_known', `to_status IN (${ORDER_STATUS_SQL_LIST})`)
@Index('order_status_history_order_idx', ['orderId', 'id'])
export class OrderStatusHistoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'bigint' })
  @ForeignKey(() => OrderOrmEntity, { name: 'order_status_history_order_id_fkey', onDelete: 'CASCADE' })
  orderId!: string;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus!: string | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus!: string;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;
}

import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OrderOrmEntity } from './order.orm-entity';
import { ORDER_ACTOR_KIND_SQL_LIST, ORDER_STATUS_SQL_LIST, PRODUCTION_STAGE_SQL_LIST } from './status-list.sql';

/**
 * Every status change of an order, with its reason, time and who made it; from_status is null for the order's first
 * entry. A move on the workshop's board is a PREPARING → PREPARING entry naming both stages.
 */
@Entity('order_status_history')
@Check('order_status_history_actor_kind', `actor_kind IN (${ORDER_ACTOR_KIND_SQL_LIST})`)
@Check('order_status_history_staff_named', `actor_kind <> 'staff' OR actor_name IS NOT NULL`)
@Check(
  'order_status_history_stage',
  `(stage_from IS NULL) = (stage_to IS NULL) AND (stage_from IS NULL OR (stage_from IN (${PRODUCTION_STAGE_SQL_LIST}) AND stage_to IN (${PRODUCTION_STAGE_SQL_LIST})))`,
)
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

  /** member, staff or system (migration 1790000023000; entries from before it say system unless their move tells). */
  @Column({ name: 'actor_kind', type: 'varchar', length: 10, default: 'system' })
  actorKind!: string;

  /** The member's or the admin's id; null for the system, a token, or a deleted member. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId!: number | null;

  /** Staff only: the e-mail or token name they acted under, as the audit log keeps it. */
  @Column({ name: 'actor_name', type: 'varchar', length: 254, nullable: true })
  actorName!: string | null;

  @Column({ name: 'stage_from', type: 'varchar', length: 12, nullable: true })
  stageFrom!: string | null;

  @Column({ name: 'stage_to', type: 'varchar', length: 12, nullable: true })
  stageTo!: string | null;
}

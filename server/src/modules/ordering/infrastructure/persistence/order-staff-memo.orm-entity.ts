import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { OrderOrmEntity } from './order.orm-entity';

/**
 * Staff's memo of an order (migration 1790000050000): one row per order, written only by the back office's memo edit
 * and read only by the staff view of an order. Members' reads never join it.
 */
@Entity('order_staff_memo')
@Check('order_staff_memo_length', 'char_length(memo) <= 2000')
export class OrderStaffMemoOrmEntity {
  @PrimaryColumn({ name: 'order_id', type: 'bigint' })
  @ForeignKey(() => OrderOrmEntity, { name: 'order_staff_memo_order_id_fkey', onDelete: 'CASCADE' })
  orderId!: string;

  @Column({ type: 'varchar', length: 2000 })
  memo!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The admin's id; null for an API token (no key: an admin account is backoffice's table). */
  @Column({ name: 'updated_by_id', type: 'integer', nullable: true })
  updatedById!: number | null;

  /** The e-mail or token name the edit was made under. */
  @Column({ name: 'updated_by', type: 'varchar', length: 254 })
  updatedBy!: string;
}

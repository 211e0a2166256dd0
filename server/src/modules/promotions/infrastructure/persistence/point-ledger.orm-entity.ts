import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The points ledger: a member's balance is the sum of their rows. An order's use, return, earn and revoke happen at
 * most once each (point_ledger_order_kind_key), which makes give-backs and earnings idempotent.
 */
@Entity('point_ledger')
@Check('point_ledger_amount_not_zero', 'amount <> 0')
@Check('point_ledger_kind_known', "kind IN ('earn', 'use', 'return', 'adjust', 'review', 'expire', 'revoke')")
@Check('point_ledger_review_line', "kind <> 'review' OR goods_id IS NOT NULL")
@Check('point_ledger_sign_by_kind', "kind = 'adjust' OR (kind IN ('use', 'expire', 'revoke')) = (amount < 0)")
@Check('point_ledger_order_by_kind', "kind IN ('adjust', 'expire') OR order_id IS NOT NULL")
@Index('point_ledger_member_idx', ['memberId', 'id'])
@Index('point_ledger_order_kind_key', ['orderId', 'kind'], { unique: true, where: "order_id IS NOT NULL AND kind IN ('use', 'return', 'earn', 'revoke')" })
// A review earns once per order line (order, goods).
@Index('point_ledger_review_key', ['orderId', 'goodsId'], { unique: true, where: "kind = 'review'" })
export class PointLedgerOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'member_id', type: 'integer' })
  @ForeignKey('member', { name: 'point_ledger_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: string;

  @Column({ name: 'order_id', type: 'bigint', nullable: true })
  orderId!: string | null;

  /** The reviewed goods of the order, for kind 'review' only. */
  @Column({ name: 'goods_id', type: 'bigint', nullable: true })
  goodsId!: string | null;

  @Column({ type: 'varchar', length: 100 })
  reason!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created!: Date;
}

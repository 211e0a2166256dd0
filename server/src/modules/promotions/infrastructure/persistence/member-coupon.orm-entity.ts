import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CouponOrmEntity } from './coupon.orm-entity';

/**
 * A coupon a member holds. `used_order_id` names the order that spent it; no foreign key, as the order table
 * belongs to another context. The member's table is named, not imported: promotions knows no membership code.
 */
@Entity('member_coupon')
@Unique('member_coupon_member_coupon_key', ['memberId', 'couponId'])
@Check('member_coupon_used_together', '(used_at IS NULL) = (used_order_id IS NULL)')
@Index('member_coupon_coupon_idx', ['couponId'])
@Index('member_coupon_used_order_idx', ['usedOrderId'], { where: 'used_order_id IS NOT NULL' })
export class MemberCouponOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'member_id', type: 'integer' })
  @ForeignKey('member', { name: 'member_coupon_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ name: 'coupon_id', type: 'integer' })
  @ForeignKey(() => CouponOrmEntity, { name: 'member_coupon_coupon_id_fkey' })
  couponId!: number;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** bigint: read as a string. */
  @Column({ name: 'used_order_id', type: 'bigint', nullable: true })
  usedOrderId!: string | null;
}

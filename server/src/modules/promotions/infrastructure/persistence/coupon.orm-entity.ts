import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A coupon as issued: its registration serial, its discount (a rate or an amount) and its dates. */
@Entity('coupon')
@Unique('coupon_code_key', ['couponCode'])
@Check('coupon_code_format', "coupon_code ~ '^[A-Z0-9]{16}$'")
@Check('coupon_discount_rate_range', 'discount_rate BETWEEN 1 AND 100')
@Check('coupon_discount_price_positive', 'discount_price > 0')
@Check('coupon_min_price_not_negative', 'min_price >= 0')
@Check('coupon_one_discount', '(discount_rate IS NULL) <> (discount_price IS NULL)')
@Check('coupon_dates_ordered', 'start_date < expiration_date')
export class CouponOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'coupon_code', type: 'varchar', length: 16 })
  couponCode!: string;

  @Column({ name: 'coupon_name', type: 'varchar', length: 100 })
  couponName!: string;

  @Column({ name: 'discount_rate', type: 'smallint', nullable: true })
  discountRate!: number | null;

  @Column({ name: 'discount_price', type: 'integer', nullable: true })
  discountPrice!: number | null;

  @Column({ name: 'min_price', type: 'integer', default: 0 })
  minPrice!: number;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate!: Date;

  @Column({ name: 'expiration_date', type: 'timestamptz' })
  expirationDate!: Date;

  @Column({ name: 'for_new', type: 'boolean', default: false })
  forNew!: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created!: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}

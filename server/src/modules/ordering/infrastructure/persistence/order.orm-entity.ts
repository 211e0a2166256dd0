import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ORDER_STATUS_SQL_LIST, PRODUCTION_STAGE_SQL_LIST } from './status-list.sql';

/**
 * The orders table (migration 1763800007000). Ids are bigint, read as strings; the mapper
 * turns them into numbers. The member's table is named, not imported: ordering never
 * reaches into membership's code, and the key only keeps member_id true (SET NULL on delete).
 */
@Entity('orders')
@Unique('orders_order_number_key', ['orderNumber'])
@Unique('orders_member_idempotency_key', ['memberId', 'idempotencyKey'])
@Check('orders_status_known', `status IN (${ORDER_STATUS_SQL_LIST})`)
@Check('orders_goods_total_not_negative', 'goods_total >= 0')
@Check('orders_shipping_fee_not_negative', 'shipping_fee >= 0')
@Check('orders_coupon_discount_not_negative', 'coupon_discount >= 0')
@Check('orders_points_used_not_negative', 'points_used >= 0')
@Check('orders_payment_method_known', `payment_method IN ('card', 'naverpay', 'kakaopay')`)
@Check('orders_total_adds_up', 'total_price = goods_total - coupon_discount - points_used + shipping_fee AND total_price >= 0')
@Check('orders_required_consents', 'age_consent AND terms_consent AND privacy_consent')
@Check('orders_shipment_complete', '(carrier_code IS NULL) = (tracking_number IS NULL) AND (carrier_code IS NULL) = (shipped_at IS NULL)')
@Check('orders_delivered_after_shipped', 'delivered_at IS NULL OR shipped_at IS NOT NULL')
@Check('orders_claim_pickup', "claim_pickup_at IS NULL OR claim_kind = 'return'")
@Check('orders_claim_pickup_tracking', 'claim_pickup_tracking IS NULL OR claim_pickup_at IS NOT NULL')
@Check('orders_claim_exchange_tracking', "claim_exchange_tracking IS NULL OR claim_kind = 'exchange'")
@Check('orders_claim_kind', "claim_kind IS NULL OR claim_kind IN ('return', 'exchange')")
@Check('orders_claim_reason', "claim_reason IS NULL OR claim_reason IN ('change-of-mind', 'defect', 'wrong-item')")
@Check(
  'orders_claim_complete',
  '(claim_kind IS NULL) = (claim_reason IS NULL) AND (claim_kind IS NULL) = (claim_detail IS NULL) AND (claim_kind IS NULL) = (claim_requested_at IS NULL)',
)
@Check('orders_claim_refund', "claim_refund IS NULL OR (claim_refund >= 0 AND claim_outcome = 'approved')")
@Check('orders_claim_photos', 'cardinality(claim_photos) <= 3 AND (claim_kind IS NOT NULL OR cardinality(claim_photos) = 0)')
@Check('orders_claim_outcome', "claim_outcome IS NULL OR (claim_outcome IN ('approved', 'rejected') AND claim_kind IS NOT NULL AND claim_decided_at IS NOT NULL)")
@Check('orders_production_stage_known', `production_stage IS NULL OR (production_stage IN (${PRODUCTION_STAGE_SQL_LIST}) AND status = 'PREPARING')`)
@Check('orders_dispatch_range', '(dispatch_from IS NULL) = (dispatch_due IS NULL) AND (dispatch_from IS NULL OR dispatch_from <= dispatch_due)')
@Check('orders_board_has_dispatch', 'production_stage IS NULL OR dispatch_due IS NOT NULL')
@Check('orders_approving_has_tid', `status <> 'PAYMENT_APPROVING' OR (approving_tid IS NOT NULL AND approving_since IS NOT NULL)`)
// created DESC, id DESC in the migration.
@Index('orders_member_created_idx', ['memberId', 'created', 'id'])
@Index('orders_approving_since_idx', ['approvingSince'], { where: `status = 'PAYMENT_APPROVING'` })
@Index('orders_production_stage_idx', ['productionStage', 'id'], { where: 'production_stage IS NOT NULL' })
// The back office's list (migration 1790000050000): its order and period, and its search box (gin_trgm_ops on each column).
// (created, id) then the status and total (migration 1790000230000): a period's count and the dashboard's sales from
// the index alone.
@Index('orders_created_idx', ['created', 'id', 'status', 'totalPrice'])
@Index('orders_status_created_idx', ['status', 'created', 'id'])
@Index('orders_search_trgm_idx', ['orderNumber', 'ordererName', 'ordererEmail', 'ordererPhone', 'phone'], { type: 'gin' })
@Index('orders_board_due_idx', ['dispatchDue', 'id'], { where: 'production_stage IS NOT NULL' })
// The console's 반품·교환 tab and everything PREPARING (its two tabs, the status filter, the board's counts with the
// stage and due date beside), in the list's order (migration 1790000230000; with statistics over status and stage).
@Index('orders_claims_created_idx', ['created', 'id'], { where: `status IN ('RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED')` })
@Index('orders_preparing_created_idx', ['created', 'id', 'productionStage', 'dispatchDue'], { where: `status = 'PREPARING'` })
// Guest orders (migration 1790000090000): a guest's checkout key is unique among guest orders; attaching finds them by phone.
@Index('orders_guest_idempotency_key', ['idempotencyKey'], { unique: true, where: 'guest' })
@Index('orders_guest_phone_idx', ['ordererPhone'], { where: 'guest AND member_id IS NULL' })
export class OrderOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_number', type: 'varchar', length: 64 })
  orderNumber!: string;

  @Column({ name: 'member_id', type: 'integer', nullable: true })
  @ForeignKey('member', { name: 'orders_member_id_fkey', onDelete: 'SET NULL' })
  memberId!: number | null;

  @Column({ type: 'boolean', default: false })
  guest!: boolean;

  @Column({ name: 'idempotency_key', type: 'uuid' })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: string;

  @Column({ name: 'orderer_name', type: 'varchar', length: 50 })
  ordererName!: string;

  @Column({ name: 'orderer_email', type: 'varchar', length: 254 })
  ordererEmail!: string;

  @Column({ name: 'orderer_phone', type: 'varchar', length: 20 })
  ordererPhone!: string;

  @Column({ type: 'varchar', length: 50 })
  recipient!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ name: 'zip_code', type: 'varchar', length: 10 })
  zipCode!: string;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ name: 'adr_detail', type: 'varchar', length: 255 })
  adrDetail!: string;

  @Column({ type: 'varchar', length: 100 })
  request!: string;

  @Column({ name: 'goods_total', type: 'integer' })
  goodsTotal!: number;

  @Column({ name: 'shipping_fee', type: 'integer' })
  shippingFee!: number;

  @Column({ name: 'coupon_discount', type: 'integer' })
  couponDiscount!: number;

  /** The promotions context's member coupon; no key until that table exists. */
  @Column({ name: 'member_coupon_id', type: 'bigint', nullable: true })
  memberCouponId!: string | null;

  @Column({ name: 'coupon_name', type: 'varchar', length: 100, nullable: true })
  couponName!: string | null;

  @Column({ name: 'points_used', type: 'integer' })
  pointsUsed!: number;

  @Column({ name: 'total_price', type: 'integer' })
  totalPrice!: number;

  @Column({ name: 'payment_method', type: 'varchar', length: 10 })
  paymentMethod!: string;

  @Column({ name: 'age_consent', type: 'boolean' })
  ageConsent!: boolean;

  @Column({ name: 'terms_consent', type: 'boolean' })
  termsConsent!: boolean;

  @Column({ name: 'privacy_consent', type: 'boolean' })
  privacyConsent!: boolean;

  @Column({ name: 'made_to_order_consent', type: 'boolean' })
  madeToOrderConsent!: boolean;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;

  @Column({ name: 'approving_tid', type: 'varchar', length: 64, nullable: true })
  approvingTid!: string | null;

  @Column({ name: 'approving_since', type: 'timestamptz', nullable: true })
  approvingSince!: Date | null;

  /** The shipment (migration 1763800009000): all null until the order ships. */
  @Column({ name: 'carrier_code', type: 'varchar', length: 10, nullable: true })
  carrierCode!: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 30, nullable: true })
  trackingNumber!: string | null;

  @Column({ name: 'shipped_at', type: 'timestamptz', nullable: true })
  shippedAt!: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  /** The return or exchange request (migration 1763800014000): all null until the member asks. */
  @Column({ name: 'claim_kind', type: 'varchar', length: 10, nullable: true })
  claimKind!: string | null;

  @Column({ name: 'claim_reason', type: 'varchar', length: 20, nullable: true })
  claimReason!: string | null;

  @Column({ name: 'claim_detail', type: 'varchar', length: 1000, nullable: true })
  claimDetail!: string | null;

  @Column({ name: 'claim_requested_at', type: 'timestamptz', nullable: true })
  claimRequestedAt!: Date | null;

  @Column({ name: 'claim_outcome', type: 'varchar', length: 10, nullable: true })
  claimOutcome!: string | null;

  @Column({ name: 'claim_note', type: 'varchar', length: 500, nullable: true })
  claimNote!: string | null;

  @Column({ name: 'claim_decided_at', type: 'timestamptz', nullable: true })
  claimDecidedAt!: Date | null;

  /** The request's photos (migration 1763800015000): FileStoragePort keys, in the order sent; empty without a request. */
  @Column({ name: 'claim_refund', type: 'integer', nullable: true })
  claimRefund!: number | null;

  @Column({ name: 'claim_photos', type: 'text', array: true, default: () => "'{}'" })
  claimPhotos!: string[];

  /** A return's lines: [{ lineIndex, quantity }] (null: a row from before returns chose lines, every line whole). */
  @Column({ name: 'claim_lines', type: 'jsonb', nullable: true })
  claimLines!: { lineIndex: number; quantity: number }[] | null;

  @Column({ name: 'claim_pickup_tracking', type: 'varchar', length: 30, nullable: true })
  claimPickupTracking!: string | null;

  @Column({ name: 'claim_pickup_at', type: 'timestamptz', nullable: true })
  claimPickupAt!: Date | null;

  @Column({ name: 'claim_exchange_tracking', type: 'varchar', length: 30, nullable: true })
  claimExchangeTracking!: string | null;

  /** The workshop's stage of a paid made-to-order order (migration 1790000023000); null off the board. */
  @Column({ name: 'production_stage', type: 'varchar', length: 12, nullable: true })
  productionStage!: string | null;

  /**
   * The dispatch estimate (migration 1790000060000): Korean days, which TypeORM hydrates as 'YYYY-MM-DD' strings; set
   * when a made-to-order order is paid.
   */
  @Column({ name: 'dispatch_from', type: 'date', nullable: true })
  dispatchFrom!: string | null;

  @Column({ name: 'dispatch_due', type: 'date', nullable: true })
  dispatchDue!: string | null;

  @Column({ type: 'timestamptz' })
  created!: Date;

  @Column({ type: 'timestamptz' })
  updated!: Date;

  /** Optimistic lock: every update sets version + 1 where the version is still the one read. */
  @Column({ type: 'integer', default: 1 })
  version!: number;
}

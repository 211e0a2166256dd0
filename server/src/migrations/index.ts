import type { MixedList } from 'typeorm';
import { CatalogSchema1763800000000 } from './1763800000000-catalog-schema';
import { VerificationSchema1763800001000 } from './1763800001000-verification-schema';
import { MembershipSchema1763800002000 } from './1763800002000-membership-schema';
import { LimitCounters1763800003000 } from './1763800003000-limit-counters';
import { MemberVersion1763800004000 } from './1763800004000-member-version';
import { PromotionsSchema1763800005000 } from './1763800005000-promotions-schema';
import { ShippingAddressSchema1763800006000 } from './1763800006000-shipping-address-schema';
import { OrderingSchema1763800007000 } from './1763800007000-ordering-schema';
import { GoodsMadeToOrder1763800008000 } from './1763800008000-goods-made-to-order';
import { OrderShipment1763800009000 } from './1763800009000-order-shipment';
import { MemberReviews1763800011000 } from './1763800011000-member-reviews';
import { MemberWithdrawalDormancy1763800012000 } from './1763800012000-member-withdrawal-dormancy';
import { PointLedgerExpire1763800013000 } from './1763800013000-point-ledger-expire';
import { OrderClaim1763800014000 } from './1763800014000-order-claim';
import { OrderClaimPhotos1763800015000 } from './1763800015000-order-claim-photos';
import { BackofficeSchema1763800016000 } from './1763800016000-backoffice-schema';
import { OptionItemRetired1763800017000 } from './1763800017000-option-item-retired';
import { OrderClaimRefund1763800018000 } from './1763800018000-order-claim-refund';
import { MarketingSchema1763800019000 } from './1763800019000-marketing';
import { PointLedgerRevoke1790000020000 } from './1790000020000-point-ledger-revoke';
import { MarketingImageUpload1790000021000 } from './1790000021000-marketing-image-upload';
import { AccessLogStaffSubject1790000022000 } from './1790000022000-access-log-staff-subject';
import { OrderActorsProductionStage1790000023000 } from './1790000023000-order-actors-production-stage';
import { PersonalisationAndGoodsStatus1790000030000 } from './1790000030000-personalisation-and-goods-status';
import { OrderStaffMemoAndSearch1790000050000 } from './1790000050000-order-staff-memo-and-search';
import { ProductionDaysDispatch1790000060000 } from './1790000060000-production-days-dispatch';
import { Wishlist1790000070000 } from './1790000070000-wishlist';
import { GuestOrders1790000090000 } from './1790000090000-guest-orders';
import { SandboxPayments1790000150000 } from './1790000150000-sandbox-payments';
import { PaymentRefunds1790000160000 } from './1790000160000-payment-refunds';
import { TestPayments1790000170000 } from './1790000170000-test-payments';
import { AdminTwoFactor1790000180000 } from './1790000180000-admin-two-factor';
import { ApprovalRefunds1790000190000 } from './1790000190000-approval-refunds';
import { GoodsHiddenStatus1790000110000 } from './1790000110000-goods-hidden-status';
import { ReturnPickupAndLines1790000080000 } from './1790000080000-return-pickup-and-lines';
import { GrowthIndexes1790000200000 } from './1790000200000-growth-indexes';
import { GoodsImageProcessing1790000210000 } from './1790000210000-goods-image-processing';
import { ConsoleOrderIndexes1790000230000 } from './1790000230000-console-order-indexes';
import { MemberPhoneSearch1790000240000 } from './1790000240000-member-phone-search';
import { ReviewFiguresFromIndex1790000250000 } from './1790000250000-review-figures-from-index';
import { SmsSendKeys1790000260000 } from './1790000260000-sms-send-keys';

/** Every migration, oldest first. Add new ones at the end. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: MixedList<Function> = [
  CatalogSchema1763800000000,
  VerificationSchema1763800001000,
  MembershipSchema1763800002000,
  LimitCounters1763800003000,
  MemberVersion1763800004000,
  PromotionsSchema1763800005000,
  ShippingAddressSchema1763800006000,
  OrderingSchema1763800007000,
  GoodsMadeToOrder1763800008000,
  OrderShipment1763800009000,
  MemberReviews1763800011000,
  MemberWithdrawalDormancy1763800012000,
  PointLedgerExpire1763800013000,
  OrderClaim1763800014000,
  OrderClaimPhotos1763800015000,
  BackofficeSchema1763800016000,
  OptionItemRetired1763800017000,
  OrderClaimRefund1763800018000,
  MarketingSchema1763800019000,
  PointLedgerRevoke1790000020000,
  MarketingImageUpload1790000021000,
  AccessLogStaffSubject1790000022000,
  OrderActorsProductionStage1790000023000,
  PersonalisationAndGoodsStatus1790000030000,
  OrderStaffMemoAndSearch1790000050000,
  ProductionDaysDispatch1790000060000,
  Wishlist1790000070000,
  ReturnPickupAndLines1790000080000,
  GuestOrders1790000090000,
  GoodsHiddenStatus1790000110000,
  SandboxPayments1790000150000,
  PaymentRefunds1790000160000,
  TestPayments1790000170000,
  AdminTwoFactor1790000180000,
  ApprovalRefunds1790000190000,
  GrowthIndexes1790000200000,
  GoodsImageProcessing1790000210000,
  ConsoleOrderIndexes1790000230000,
  MemberPhoneSearch1790000240000,
  ReviewFiguresFromIndex1790000250000,
  SmsSendKeys1790000260000,
];

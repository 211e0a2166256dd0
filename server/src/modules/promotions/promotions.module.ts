import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PROMOTIONS_CONFIG, type PromotionsConfig } from '../../config/promotions.config';
import { RegisterCouponController } from './application/commands/register-coupon/register-coupon.controller';
import { RegisterCouponService } from './application/commands/register-coupon/register-coupon.service';
import { COUPON_REGISTRATION_ATTEMPTS, COUPON_REPOSITORY, POINT_LEDGER_REPOSITORY, POINTS_EARN_POLICY, REVIEW_POINTS_POLICY } from './application/promotions.di-tokens';
import { ListHeldCouponsController } from './application/queries/list-held-coupons/list-held-coupons.controller';
import { ListHeldCouponsService } from './application/queries/list-held-coupons/list-held-coupons.service';
import { ListPointLedgerController } from './application/queries/list-point-ledger/list-point-ledger.controller';
import { ListPointLedgerService } from './application/queries/list-point-ledger/list-point-ledger.service';
import { ListUsableCouponsController } from './application/queries/list-usable-coupons/list-usable-coupons.controller';
import { ListUsableCouponsService } from './application/queries/list-usable-coupons/list-usable-coupons.service';
import { CheckoutPromotionsService } from './application/services/checkout-promotions.service';
import { StaffPointsService } from './application/services/staff-points.service';
import { ReviewPointsService } from './application/services/review-points.service';
import { WelcomeCouponsService } from './application/services/welcome-coupons.service';
import { PointsEarnPolicy } from './domain/points';
import { ReviewPointsPolicy } from './domain/review-points-policy';
import { TypeormCouponRegistrationAttempts } from './infrastructure/limits/typeorm-coupon-registration-attempts';
import { CouponOrmEntity } from './infrastructure/persistence/coupon.orm-entity';
import { MemberCouponOrmEntity } from './infrastructure/persistence/member-coupon.orm-entity';
import { PointAccountOrmEntity } from './infrastructure/persistence/point-account.orm-entity';
import { PointLedgerOrmEntity } from './infrastructure/persistence/point-ledger.orm-entity';
import { TypeormCouponRepository } from './infrastructure/persistence/typeorm-coupon.repository';
import { TypeormPointLedgerRepository } from './infrastructure/persistence/typeorm-point-ledger.repository';
import { DemoCouponsSeeder } from './infrastructure/seed/demo-coupons.seeder';
import { couponAdminControllers, couponAdminProviders } from './promotions-admin.providers';

const controllers = [RegisterCouponController, ListUsableCouponsController, ListHeldCouponsController, ListPointLedgerController];

const useCases = [RegisterCouponService, ListUsableCouponsService, ListHeldCouponsService, ListPointLedgerService, CheckoutPromotionsService, WelcomeCouponsService, ReviewPointsService, StaffPointsService];

const adapters: Provider[] = [
  { provide: COUPON_REPOSITORY, useClass: TypeormCouponRepository },
  { provide: POINT_LEDGER_REPOSITORY, useClass: TypeormPointLedgerRepository },
  { provide: COUPON_REGISTRATION_ATTEMPTS, useClass: TypeormCouponRegistrationAttempts },
  { provide: POINTS_EARN_POLICY, inject: [PROMOTIONS_CONFIG], useFactory: (config: PromotionsConfig) => new PointsEarnPolicy(config.pointsEarnRatePercent) },
  {
    provide: REVIEW_POINTS_POLICY,
    inject: [PROMOTIONS_CONFIG],
    useFactory: (config: PromotionsConfig) => new ReviewPointsPolicy(config.reviewPoints.text, config.reviewPoints.photo),
  },
];

/**
 * Coupons (registration by serial, the welcome gift) and points (a ledger). Other contexts use it only through
 * its exported services: checkout through CheckoutPromotionsService, membership through WelcomeCouponsService, the catalog's reviews through ReviewPointsService
 * and the point balance. It imports no other context.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CouponOrmEntity, MemberCouponOrmEntity, PointAccountOrmEntity, PointLedgerOrmEntity])],
  controllers: [...controllers, ...couponAdminControllers],
  providers: [...useCases, ...adapters, DemoCouponsSeeder, ...couponAdminProviders],
  exports: [CheckoutPromotionsService, WelcomeCouponsService, ReviewPointsService, StaffPointsService],
})
export class PromotionsModule {}

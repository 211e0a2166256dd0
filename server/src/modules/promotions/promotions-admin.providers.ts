import type { Provider, Type } from '@nestjs/common';
import { CreateCouponController } from './application/commands/create-coupon/create-coupon.controller';
import { CreateCouponService } from './application/commands/create-coupon/create-coupon.service';
import { GenerateCouponSerialsController } from './application/commands/generate-coupon-serials/generate-coupon-serials.controller';
import { GenerateCouponSerialsService } from './application/commands/generate-coupon-serials/generate-coupon-serials.service';
import { UpdateCouponController } from './application/commands/update-coupon/update-coupon.controller';
import { UpdateCouponService } from './application/commands/update-coupon/update-coupon.service';
import { COUPON_ADMIN_REPOSITORY, SERIAL_SOURCE } from './application/promotions.di-tokens';
import { ExportCouponsController } from './application/queries/export-coupons/export-coupons.controller';
import { ExportCouponsService } from './application/queries/export-coupons/export-coupons.service';
import { ExportCouponSerialsController } from './application/queries/export-coupon-serials/export-coupon-serials.controller';
import { GetCouponController } from './application/queries/get-coupon/get-coupon.controller';
import { ListCouponsController } from './application/queries/list-coupons/list-coupons.controller';
import { TypeormCouponAdminRepository } from './infrastructure/persistence/typeorm-coupon-admin.repository';
import { CryptoSerialSource } from './infrastructure/serials/crypto-serial-source';

/** The back office's coupons (list and its CSV, detail, create, edit, serial batches and their CSV); promotions.module.ts spreads these in. */
export const couponAdminControllers: Type<unknown>[] = [
  ListCouponsController,
  ExportCouponsController,
  ExportCouponSerialsController,
  GetCouponController,
  CreateCouponController,
  UpdateCouponController,
  GenerateCouponSerialsController,
];

export const couponAdminProviders: Provider[] = [
  CreateCouponService,
  UpdateCouponService,
  GenerateCouponSerialsService,
  ExportCouponsService,
  { provide: COUPON_ADMIN_REPOSITORY, useClass: TypeormCouponAdminRepository },
  { provide: SERIAL_SOURCE, useClass: CryptoSerialSource },
];

import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../../../../shared/domain/result';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { CouponDraftFailures } from '../../../domain/coupon-draft';
import type { CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import { COUPON_ADMIN_REPOSITORY } from '../../promotions.di-tokens';
import { AdminCouponResponse, toAdminCouponResponse } from '../../responses/admin-coupon.response';
import { CouponIdPathRequest } from './coupon-id-path.request';

@ApiTags('promotions')
@Controller('api')
export class GetCouponController {
  constructor(@Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort) {}

  @Get('coupon/:id')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: one coupon (staff)' })
  @ApiEnvelope('dto', AdminCouponResponse)
  @ApiNotFoundResponse({ description: 'PROMOTIONS.COUPON_NOT_FOUND' })
  async coupon(@Param() params: CouponIdPathRequest) {
    const coupon = await this.coupons.findById(params.id);
    return envelope('dto', toAdminCouponResponse(orThrow(coupon ? ok(coupon) : CouponDraftFailures.notFound())));
  }
}

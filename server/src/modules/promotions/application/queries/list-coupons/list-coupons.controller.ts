import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';
import { COUPON_SORT_FIELDS, type CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import { COUPON_ADMIN_REPOSITORY } from '../../promotions.di-tokens';
import { AdminCouponResponse, toAdminCouponResponse } from '../../responses/admin-coupon.response';

export class ListCouponsRequest extends sortedPageQueryRequest({
  defaultSize: 10,
  items: 'coupons',
  fields: COUPON_SORT_FIELDS,
  defaultSort: { field: 'created', direction: 'desc' },
}) {}

@ApiTags('promotions')
@Controller('api')
export class ListCouponsController {
  constructor(@Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort) {}

  @Get('coupon')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: coupons, paged and sorted on the server (staff)' })
  @ApiEnvelope('dto', AdminCouponResponse, { paged: true })
  async list(@Query() query: ListCouponsRequest) {
    const page = await this.coupons.page(query.toPageRequest(), query.toSortOrder());
    return envelope('dto', mapPage(page, toAdminCouponResponse));
  }
}

import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ok } from '../../../../../shared/domain/result';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CouponDraftFailures } from '../../../domain/coupon-draft';
import type { CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import { COUPON_ADMIN_REPOSITORY } from '../../promotions.di-tokens';
import { CouponIdPathRequest } from '../get-coupon/coupon-id-path.request';
import { serialsCsv } from './serials-csv';

@ApiTags('promotions')
@Controller('api')
export class ExportCouponSerialsController {
  constructor(@Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort) {}

  @Get('coupon/:id/serials.csv')
  @StaffAccess()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="coupon-serials.csv"')
  @ApiOperation({ summary: "Back office: a coupon's batch serials as CSV, UTF-8 with a BOM (staff)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'serial,batch_id,created_at,registered,registered_at', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'PROMOTIONS.COUPON_NOT_FOUND' })
  async csv(@Param() params: CouponIdPathRequest) {
    const coupon = orThrow(await this.findCoupon(params.id));
    return serialsCsv(await this.coupons.listSerials(coupon.id));
  }

  private async findCoupon(id: number) {
    const coupon = await this.coupons.findById(id);
    return coupon ? ok(coupon) : CouponDraftFailures.notFound();
  }
}

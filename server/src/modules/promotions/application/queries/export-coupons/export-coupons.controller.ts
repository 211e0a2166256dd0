import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportCouponsRequest } from './export-coupons.request';
import { ExportCouponsService } from './export-coupons.service';

@ApiTags('promotions')
@Controller('api')
export class ExportCouponsController {
  constructor(private readonly service: ExportCouponsService) {}

  // Fastify's router tries this static segment before coupon/:id.
  @Get('coupon/export.csv')
  @StaffAccess()
  @CsvExport('coupons.csv', 'Back office: the coupon list as CSV, up to 10,000 rows (staff)', 'Same sort as GET /api/coupon. No serials: those are in coupon/{id}/serials.csv.')
  async export(@Query() query: ExportCouponsRequest): Promise<string> {
    return this.service.execute(query.toSortOrder());
  }
}

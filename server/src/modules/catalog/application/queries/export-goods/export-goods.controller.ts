import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportGoodsRequest } from './export-goods.request';
import { ExportGoodsService } from './export-goods.service';

@ApiTags('backoffice-catalog')
@Controller('api')
export class ExportGoodsController {
  constructor(private readonly service: ExportGoodsService) {}

  @Get('goods/export.csv')
  @StaffAccess({ scope: 'catalog:read' })
  @CsvExport(
    'goods.csv',
    'Back office: every goods item, hidden ones too, as CSV, up to 10,000 rows (staff, or a token with catalog:read)',
    'Same sort as GET /api/goods.',
  )
  export(@Query() query: ExportGoodsRequest): Promise<string> {
    return this.service.execute(query.sort);
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportBannersService } from './export-banners.service';

@ApiTags('catalog')
@Controller('api')
export class ExportBannersController {
  constructor(private readonly service: ExportBannersService) {}

  @Get('banner/export.csv')
  @StaffAccess({ scope: 'catalog:read' })
  @CsvExport('banners.csv', 'Back office: every banner in display order as CSV (staff, or a token with catalog:read)', 'The rows of GET /api/banner.')
  export(): Promise<string> {
    return this.service.execute();
  }
}

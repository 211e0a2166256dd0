import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportPopupsRequest } from './export-popups.request';
import { ExportPopupsService } from './export-popups.service';

@ApiTags('catalog')
@Controller('api')
export class ExportPopupsController {
  constructor(private readonly service: ExportPopupsService) {}

  @Get('popup/export.csv')
  @StaffAccess()
  @CsvExport('popups.csv', 'Back office: storefront popups as CSV, up to 10,000 rows (staff)', 'Same sort as GET /api/popup.')
  export(@Query() query: ExportPopupsRequest): Promise<string> {
    return this.service.execute(query.toSort());
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportOptionCategoriesService } from './export-option-categories.service';

@ApiTags('backoffice-catalog')
@Controller('api')
export class ExportOptionCategoriesController {
  constructor(private readonly service: ExportOptionCategoriesService) {}

  @Get('opt/category/export.csv')
  @StaffAccess({ scope: 'catalog:read' })
  @CsvExport(
    'option-categories.csv',
    'Back office: every option category as CSV, one line per option, up to 10,000 categories (staff, or a token with catalog:read)',
    'The rows of GET /api/opt/category, newest first.',
  )
  export(): Promise<string> {
    return this.service.execute();
  }
}

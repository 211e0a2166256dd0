import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportApiTokensService } from './export-api-tokens.service';

@ApiTags('backoffice')
@Controller('api/admin')
export class ExportApiTokensController {
  constructor(private readonly service: ExportApiTokensService) {}

  @Get('tokens/export.csv')
  @StaffAccess({ role: 'owner' })
  @CsvExport(
    'api-tokens.csv',
    "Integrators' API tokens as CSV, newest first (owner only)",
    'Name, first 12 characters, scopes, state, created, expiry, last use, revocation; never the token or its hash.',
  )
  async export(): Promise<string> {
    return this.service.execute();
  }
}

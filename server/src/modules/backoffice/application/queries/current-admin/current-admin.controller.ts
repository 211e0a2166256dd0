import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { CurrentAdminResponse } from '../../admin-response';

@ApiTags('backoffice')
@Controller('api/admin')
export class CurrentAdminController {
  @Get('me')
  @StaffAccess()
  @ApiOperation({ summary: 'Who is logged in to the console (401 when nobody, 403 for a member\'s session)' })
  @ApiEnvelope('dto', CurrentAdminResponse)
  me(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return envelope('dto', { id: admin.id, email: admin.email, name: admin.name, role: admin.role });
  }
}

import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done } from '../../../../../shared/http/envelope';
import { FailedJobIdParam } from '../../failed-job-id.param';
import { DiscardFailedJobService } from './discard-failed-job.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api/admin')
export class DiscardFailedJobController {
  constructor(private readonly service: DiscardFailedJobService) {}

  @Delete('jobs/failed/:id')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'Drops a failed job for good; audited (owner only)' })
  @ApiDone('작업을 삭제했습니다.')
  @ApiNotFoundResponse({ description: 'BACKOFFICE.JOB_NOT_FOUND' })
  async discard(@Param() params: FailedJobIdParam, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.id, staffActor(admin, request.ip)));
    return done('작업을 삭제했습니다.');
  }
}

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOB_QUEUE, type JobQueuePort } from '../../../../../shared/application/jobs/job-queue.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { FailedJobResponse, toFailedJobResponse } from '../../failed-job-response';

@ApiTags('backoffice')
@Controller('api/admin')
export class ListFailedJobsController {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueuePort) {}

  @Get('jobs/failed')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'The dead-letter queue: jobs that used up their tries, newest first, at most 200 (owner only)' })
  @ApiEnvelope('dto', FailedJobResponse, { isArray: true })
  async list() {
    return envelope('dto', (await this.jobs.failed()).map(toFailedJobResponse));
  }
}

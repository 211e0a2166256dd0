import { ApiProperty } from '@nestjs/swagger';
import type { FailedJob } from '../../../shared/application/jobs/job-queue.port';

/** A job in the dead-letter queue as the 작업 screen lists it (its data stays on the server: it may hold a phone). */
export class FailedJobResponse {
  @ApiProperty({ example: '0b5e3c1e-6a39-5d3e-9f4b-2f8a1c0d7e11' })
  id!: string;

  @ApiProperty({ example: 'order-paid-text', description: 'the job name' })
  name!: string;

  @ApiProperty({ example: 'SMS provider answered 503' })
  error!: string;

  @ApiProperty({ example: 4, description: 'tries made, the first one included' })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  failedAt!: string;
}

export function toFailedJobResponse(job: FailedJob): FailedJobResponse {
  return { id: job.id, name: job.name, error: job.error, attempts: job.attempts, createdAt: job.createdAt.toISOString(), failedAt: job.failedAt.toISOString() };
}

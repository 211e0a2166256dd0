import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RetentionTask } from '../../application/housekeeping/retention-task';
import { daysBefore } from '../../domain/retention-period';
import { deleteRows } from '../database/delete-rows';

/** The longest window any counted limit uses (a day): a counter opened before it is over and only holds personal data. */
export const LIMIT_COUNTER_RETENTION_DAYS = 1;

/** Housekeeping for `limit_counter`: its keys are e-mails, phone numbers and addresses. */
@Injectable()
export class PurgeLimitCountersTask implements RetentionTask {
  readonly name = 'limits';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const counters = await deleteRows(this.dataSource, 'DELETE FROM limit_counter WHERE window_started_at < $1', [daysBefore(now, LIMIT_COUNTER_RETENTION_DAYS)]);
    return { counters };
  }
}

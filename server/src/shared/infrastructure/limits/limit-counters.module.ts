import { Module, type OnModuleInit } from '@nestjs/common';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { LIMIT_COUNTER } from '../../application/limit-counter.port';
import { PurgeLimitCountersTask } from './purge-limit-counters.task';
import { TypeormLimitCounter } from './typeorm-limit-counter';

/** The counted limits' table: the plain counter port, and its housekeeping. Imported by every context that counts. */
@Module({
  providers: [{ provide: LIMIT_COUNTER, useClass: TypeormLimitCounter }, PurgeLimitCountersTask],
  exports: [LIMIT_COUNTER],
})
export class LimitCountersModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly purge: PurgeLimitCountersTask,
  ) {}

  onModuleInit(): void {
    this.retention.register(this.purge);
  }
}

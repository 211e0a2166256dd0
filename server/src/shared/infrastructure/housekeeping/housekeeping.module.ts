import { Global, Module } from '@nestjs/common';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { HousekeepingScheduler } from './housekeeping.scheduler';

/** The registry contexts put their retention tasks in, and the timer that runs them. */
@Global()
@Module({
  providers: [RetentionTaskRegistry, HousekeepingScheduler],
  exports: [RetentionTaskRegistry, HousekeepingScheduler],
})
export class HousekeepingModule {}

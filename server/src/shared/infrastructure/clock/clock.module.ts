import { Global, Module } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime.config';
import { CLOCK } from '../../application/clock.port';
import { ControllableClock, SystemClock } from './system-clock';

@Global()
@Module({
  providers: [{ provide: CLOCK, inject: [RUNTIME_CONFIG], useFactory: (runtime: RuntimeConfig) => (runtime.nodeEnv === 'test' ? new ControllableClock() : new SystemClock()) }],
  exports: [CLOCK],
})
export class ClockModule {}

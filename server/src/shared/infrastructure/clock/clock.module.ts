import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CLOCK } from '../../application/clock.port';
import { ControllableClock, SystemClock } from './system-clock';

@Global()
@Module({
  providers: [{ provide: CLOCK, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.nodeEnv === 'test' ? new ControllableClock() : new SystemClock()) }],
  exports: [CLOCK],
})
export class ClockModule {}

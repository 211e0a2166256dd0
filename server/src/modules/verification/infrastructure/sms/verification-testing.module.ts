import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';
import { SmsOutboxTestController } from './sms-outbox-test.controller';

/** Test-only routes; app.module.ts imports this module only when NODE_ENV=test. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutboxOrmEntity])],
  controllers: [SmsOutboxTestController],
})
export class VerificationTestingModule {}

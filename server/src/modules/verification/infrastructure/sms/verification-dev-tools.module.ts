import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';
import { SmsOutboxPageController } from './sms-outbox-page.controller';

/** Development-only pages; app.module.ts imports this module only outside production, on loopback, with SMS_PROVIDER=outbox. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutboxOrmEntity])],
  controllers: [SmsOutboxPageController],
})
export class VerificationDevToolsModule {}

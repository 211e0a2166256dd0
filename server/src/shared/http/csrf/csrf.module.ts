import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CsrfController } from './csrf.controller';
import { CsrfGuard } from './csrf.guard';
import { CsrfTokenService } from './csrf-token.service';

@Module({
  providers: [CsrfTokenService, { provide: APP_GUARD, useClass: CsrfGuard }],
  controllers: [CsrfController],
  exports: [CsrfTokenService],
})
export class CsrfModule {}

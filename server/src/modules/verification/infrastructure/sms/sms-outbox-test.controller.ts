import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../../../../shared/http/api-exception';
import { envelope } from '../../../../shared/http/envelope';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';

/**
 * Lets the contract and browser tests read the code that was "texted". Mounted only when
 * NODE_ENV=test (see VerificationTestingModule and app.module.ts); anywhere else the path
 * is a 404 like any unknown /api path.
 */
@ApiExcludeController()
@Controller('api/test/sms-outbox')
export class SmsOutboxTestController {
  constructor(@InjectRepository(SmsOutboxOrmEntity) private readonly outbox: Repository<SmsOutboxOrmEntity>) {}

  @Get('latest')
  async latest(@Query('to') to: string | undefined) {
    const recipient = (to ?? '').replace(/[\s-]/g, '');
    const row = recipient ? await this.outbox.findOne({ where: { recipient }, order: { id: 'DESC' } }) : null;
    if (!row) throw new ApiException('not-found', 'TEST.NO_MESSAGE', '보낸 문자가 없습니다.');
    return envelope('dto', { to: row.recipient, text: row.text, code: /\[(\d{6})\]/.exec(row.text)?.[1] ?? null, createdAt: row.createdAt.toISOString() });
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../../../../shared/http/api-exception';
import { done } from '../../../../shared/http/envelope';
import { CsrfExempt } from '../../../../shared/http/csrf/csrf-exempt.decorator';
import { PointLedgerOrmEntity } from '../persistence/point-ledger.orm-entity';

/**
 * Gives a member points, as staff will from the back office, for the browser journeys and the bench (a checkout
 * that spends points needs a balance first). Mounted only when NODE_ENV=test (PromotionsTestingModule,
 * app.module.ts); anywhere else the path is a 404 like any unknown /api path.
 */
@ApiExcludeController()
@Controller('api/test/points')
export class PointsTestController {
  constructor(@InjectRepository(PointLedgerOrmEntity) private readonly ledger: Repository<PointLedgerOrmEntity>) {}

  @Post()
  @HttpCode(200)
  @CsrfExempt('a test-only route, mounted only with NODE_ENV=test, called by the test runner rather than a page')
  async give(@Body() body: { memberId?: unknown; points?: unknown }) {
    const { memberId, points } = body ?? {};
    if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(points) || (points as number) <= 0) {
      throw new ApiException('invalid', 'TEST.INVALID', 'memberId and points must be positive integers');
    }
    await this.ledger.insert({ memberId: memberId as number, amount: points as number, kind: 'adjust', orderId: null, reason: 'test' });
    return done();
  }
}

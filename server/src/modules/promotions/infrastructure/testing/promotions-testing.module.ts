import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PointLedgerOrmEntity } from '../persistence/point-ledger.orm-entity';
import { PointsTestController } from './points-test.controller';

/** Test-only routes; app.module.ts imports this module only when NODE_ENV=test. */
@Module({
  imports: [TypeOrmModule.forFeature([PointLedgerOrmEntity])],
  controllers: [PointsTestController],
})
export class PromotionsTestingModule {}

import { Module } from '@nestjs/common';
import { OrderingModule } from '../../ordering.module';
import { ShipmentTestController } from './shipment-test.controller';

/** Test-only routes; app.module.ts imports this module only when NODE_ENV=test. */
@Module({
  imports: [OrderingModule],
  controllers: [ShipmentTestController],
})
export class OrderingTestingModule {}

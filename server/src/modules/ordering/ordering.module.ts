import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ORDER_NUMBER_RANDOM, ORDER_REPOSITORY } from './application/ordering.di-tokens';
import { CountOrdersController } from './application/queries/count-orders/count-orders.controller';
import { CountOrdersService } from './application/queries/count-orders/count-orders.service';
import { GetOrderController } from './application/queries/get-order/get-order.controller';
import { GetOrderService } from './application/queries/get-order/get-order.service';
import { GetOrderEndController } from './application/queries/get-order-end/get-order-end.controller';
import { GetOrderEndService } from './application/queries/get-order-end/get-order-end.service';
import { ListOrdersController } from './application/queries/list-orders/list-orders.controller';
import { ListOrdersService } from './application/queries/list-orders/list-orders.service';
import { OrderBookService } from './application/services/order-book.service';
import { OrderLineOptionOrmEntity } from './infrastructure/persistence/order-line-option.orm-entity';
import { OrderLineOrmEntity } from './infrastructure/persistence/order-line.orm-entity';
import { OrderPaymentOrmEntity } from './infrastructure/persistence/order-payment.orm-entity';
import { OrderStatusHistoryOrmEntity } from './infrastructure/persistence/order-status-history.orm-entity';
import { OrderOrmEntity } from './infrastructure/persistence/order.orm-entity';
import { TypeormOrderRepository } from './infrastructure/persistence/typeorm-order.repository';
import { CryptoRandomSource } from './infrastructure/random/crypto-random-source';

// /api/order/one/{id} and /api/order/{memberId}/counting beside /api/order/{memberId}: Fastify's router tries the static
// segment ('one') before the parameter, whatever the order here.
const controllers = [GetOrderEndController, GetOrderController, CountOrdersController, ListOrdersController];

const useCases = [OrderBookService, GetOrderEndService, GetOrderService, ListOrdersService, CountOrdersService];

const adapters: Provider[] = [
  { provide: ORDER_REPOSITORY, useClass: TypeormOrderRepository },
  { provide: ORDER_NUMBER_RANDOM, useClass: CryptoRandomSource },
];

/**
 * Orders: the order aggregate and its states (docs/ordering.md), its tables, the shopper's
 * order reads, and OrderBookService, through which the checkout places, claims, pays and
 * fails orders inside its own unit of work.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrderOrmEntity, OrderLineOrmEntity, OrderLineOptionOrmEntity, OrderPaymentOrmEntity, OrderStatusHistoryOrmEntity])],
  controllers,
  providers: [...useCases, ...adapters],
  exports: [OrderBookService],
})
export class OrderingModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExecuteRefundService } from './application/commands/execute-refund/execute-refund.service';
import { RequestRefundsService } from './application/commands/request-refunds/request-refunds.service';
import { REFUNDS } from './application/payments.di-tokens';
import { RefundLedgerService } from './application/queries/refund-ledger.service';
import { RefundSettlements } from './application/refund-settlements';
import { PaymentGatewayModule } from './infrastructure/gateway/payment-gateway.module';
import { RefundWorker } from './infrastructure/jobs/refund.worker';
import { PaymentRefundOrmEntity } from './infrastructure/persistence/payment-refund.orm-entity';
import { TypeormRefundRepository } from './infrastructure/persistence/typeorm-refund.repository';

/**
 * Payments, a leaf context (docs/architecture.md, "Payments"): the gateway (NicePay or the sandbox), and refunds as
 * intents carried out by a job after the deciding unit of work commits. Cart-checkout and ordering use it through
 * RequestRefundsService, RefundLedgerService and RefundSettlements; it imports no other context.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentRefundOrmEntity]), PaymentGatewayModule],
  providers: [
    { provide: REFUNDS, useClass: TypeormRefundRepository },
    RequestRefundsService,
    ExecuteRefundService,
    RefundLedgerService,
    RefundSettlements,
    RefundWorker,
  ],
  exports: [PaymentGatewayModule, RequestRefundsService, RefundLedgerService, RefundSettlements, REFUNDS],
})
export class PaymentsModule {}

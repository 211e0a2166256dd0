import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovePaymentAtProviderService } from './application/commands/approve-at-provider/approve-payment-at-provider.service';
import { ExecuteRefundService } from './application/commands/execute-refund/execute-refund.service';
import { ReconcileApprovalsService } from './application/commands/reconcile-approvals/reconcile-approvals.service';
import { RequestRefundsService } from './application/commands/request-refunds/request-refunds.service';
import { REFUNDS } from './application/payments.di-tokens';
import { PendingApprovalSources } from './application/pending-approval-sources';
import { RefundLedgerService } from './application/queries/refund-ledger.service';
import { RefundSettlements } from './application/refund-settlements';
import { PaymentGatewayModule } from './infrastructure/gateway/payment-gateway.module';
import { ReconcileApprovalsScheduler } from './infrastructure/jobs/reconcile-approvals.scheduler';
import { RefundWorker } from './infrastructure/jobs/refund.worker';
import { PaymentRefundOrmEntity } from './infrastructure/persistence/payment-refund.orm-entity';
import { TypeormRefundRepository } from './infrastructure/persistence/typeorm-refund.repository';

/**
 * Payments, a leaf context (docs/architecture.md, "Payments"): the gateway (NicePay or the sandbox), the approval at
 * the provider and the comparison of its answer with the order, refunds as intents carried out by a job after the
 * deciding unit of work commits, and the reconciliation of approvals a crash left in flight (its own pg-boss
 * schedule, payments.reconcile-approvals). Cart-checkout and ordering use it through ApprovePaymentAtProviderService,
 * RequestRefundsService, RefundLedgerService, RefundSettlements and PendingApprovalSources; it imports no other context.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentRefundOrmEntity]), PaymentGatewayModule],
  providers: [
    { provide: REFUNDS, useClass: TypeormRefundRepository },
    ApprovePaymentAtProviderService,
    RequestRefundsService,
    ExecuteRefundService,
    RefundLedgerService,
    RefundSettlements,
    RefundWorker,
    PendingApprovalSources,
    ReconcileApprovalsService,
    ReconcileApprovalsScheduler,
  ],
  exports: [PaymentGatewayModule, ApprovePaymentAtProviderService, RequestRefundsService, RefundLedgerService, RefundSettlements, PendingApprovalSources, REFUNDS],
})
export class PaymentsModule {}

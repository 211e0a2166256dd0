import { RequestRefundsService } from '../../../payments/application/commands/request-refunds/request-refunds.service';
import { InMemoryRefunds } from '../../../payments/application/testing/in-memory-refunds';
import { InMemoryJobQueue } from '../../../../shared/application/testing/in-memory-job-queue';
import { RollbackUnitOfWork } from '../../../../shared/application/testing/rollback-unit-of-work';
import { FixedOrderRefunds } from './fixed-order-refunds';
import { describeOrderRefundsPort } from './order-refunds.port-contract';
import { PaymentsOrderRefunds } from './payments-order-refunds';

// The specs' two stand-ins keep the same contract as the adapter on payments (test/contract/payment-refunds.contract-spec.ts).
describeOrderRefundsPort('FixedOrderRefunds', async () => {
  const port = new FixedOrderRefunds();
  return { port, run: (work) => work(), markFailed: async (orderId, error) => port.markFailed(orderId, error) };
});

describeOrderRefundsPort('PaymentsOrderRefunds (payments\' request service on in-memory refunds)', async () => {
  const rows = new InMemoryRefunds();
  const unitOfWork = new RollbackUnitOfWork([rows]);
  const clock = { now: () => new Date() };
  const requests = new RequestRefundsService(rows, new InMemoryJobQueue(unitOfWork), { refundRetry: { retryLimit: 1, retryDelaySeconds: 0 } }, clock);
  return {
    port: new PaymentsOrderRefunds(requests, rows, 'sandbox'),
    run: (work) => unitOfWork.run(work),
    markFailed: async (orderId, error) => {
      for (const refund of await rows.ofOrders([orderId])) await rows.save({ ...refund, status: 'failed', attempts: 1, lastError: error, settledAt: new Date() });
    },
  };
});

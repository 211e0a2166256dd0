import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFUNDS } from '../../src/modules/payments/application/payments.di-tokens';
import type { RefundRepositoryPort } from '../../src/modules/payments/application/ports/refund.repository.port';
import { describeRefundRepositoryPort } from '../../src/modules/payments/application/testing/refund.repository.port-contract';
import { TypeormRefundRepository } from '../../src/modules/payments/infrastructure/persistence/typeorm-refund.repository';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { ORDER_REFUNDS } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { OrderRefundsPort } from '../../src/modules/ordering/application/ports/order-refunds.port';
import { describeOrderRefundsPort } from '../../src/modules/ordering/application/testing/order-refunds.port-contract';
import { PaymentsOrderRefundsAdapter } from '../../src/modules/ordering/infrastructure/contexts/payments-refunds.adapter';
import { sql } from '../support/database';
import { createTestApp } from '../support/test-app';

/**
 * payment_refund in PostgreSQL keeps what the in-memory fake keeps (the same port contract), rollback included; and
 * ordering's view of payments (OrderRefundsPort) keeps what its specs' stand-ins keep. The refund jobs are not worked
 * here (WORKER_IN_PROCESS=false), so a requested refund stays pending for the contract to read.
 */
describe('payments: the refunds on PostgreSQL (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ WORKER_IN_PROCESS: 'false', LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    // The OrderRefundsPort contract's refunds (order ids 800,000,000–889,999,999): their jobs, worked by a later suite,
    // then find nothing to do.
    await sql('DELETE FROM payment_refund WHERE order_id BETWEEN 800000000 AND 889999999').catch(() => undefined);
    await app?.close();
  });

  describeRefundRepositoryPort('TypeormRefundRepository (PostgreSQL)', async () => {
    const port = app.get<RefundRepositoryPort>(REFUNDS, { strict: false });
    expect(port).toBeInstanceOf(TypeormRefundRepository);
    const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK, { strict: false });
    return { port, run: (work) => unitOfWork.run(work) };
  });

  describeOrderRefundsPort('PaymentsOrderRefundsAdapter (payments on PostgreSQL)', async () => {
    const port = app.get<OrderRefundsPort>(ORDER_REFUNDS, { strict: false });
    expect(port).toBeInstanceOf(PaymentsOrderRefundsAdapter);
    const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK, { strict: false });
    return {
      port,
      run: (work) => unitOfWork.run(work),
      markFailed: async (orderId, error) => {
        await sql(`UPDATE payment_refund SET status = 'failed', attempts = 1, last_error = $2, settled_at = clock_timestamp() WHERE order_id = $1 AND status = 'pending'`, [orderId, error]);
      },
    };
  });
});

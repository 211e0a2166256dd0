import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFUNDS } from '../../src/modules/payments/application/payments.di-tokens';
import type { RefundRepositoryPort } from '../../src/modules/payments/application/ports/refund.repository.port';
import { describeRefundRepositoryPort } from '../../src/modules/payments/application/testing/refund.repository.port-contract';
import { TypeormRefundRepository } from '../../src/modules/payments/infrastructure/persistence/typeorm-refund.repository';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { createTestApp } from '../support/test-app';

/** payment_refund in PostgreSQL keeps what the in-memory fake keeps (the same port contract), rollback included. */
describe('payments: the refunds on PostgreSQL (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describeRefundRepositoryPort('TypeormRefundRepository (PostgreSQL)', async () => {
    const port = app.get<RefundRepositoryPort>(REFUNDS, { strict: false });
    expect(port).toBeInstanceOf(TypeormRefundRepository);
    const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK, { strict: false });
    return { port, run: (work) => unitOfWork.run(work) };
  });
});

import { RollbackUnitOfWork } from '../../../../shared/application/testing/rollback-unit-of-work';
import { InMemoryRefunds } from './in-memory-refunds';
import { describeRefundRepositoryPort } from './refund.repository.port-contract';

describeRefundRepositoryPort('InMemoryRefunds', async () => {
  const port = new InMemoryRefunds();
  const unitOfWork = new RollbackUnitOfWork([port]);
  return { port, run: (work) => unitOfWork.run(work) };
});

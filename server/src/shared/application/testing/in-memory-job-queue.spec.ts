import { jobQueueContract } from './job-queue.contract';
import { InMemoryJobQueue } from './in-memory-job-queue';
import { RollbackUnitOfWork } from './rollback-unit-of-work';

/** The in-memory queue never waits for work, so the contract's idle wait has nothing to set. */
jobQueueContract('InMemoryJobQueue', () => {
  const unitOfWork = new RollbackUnitOfWork([]);
  return Promise.resolve({ queue: new InMemoryJobQueue(unitOfWork), unitOfWork, close: () => Promise.resolve() });
});

import { jobQueueContract } from './job-queue.contract';
import { InMemoryJobQueue } from './in-memory-job-queue';

jobQueueContract('InMemoryJobQueue', () => Promise.resolve({ queue: new InMemoryJobQueue(), close: () => Promise.resolve() }));

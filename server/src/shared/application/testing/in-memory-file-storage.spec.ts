import { fileStorageContract } from './file-storage.port-contract';
import { InMemoryFileStorage } from './in-memory-file-storage';

fileStorageContract('InMemoryFileStorage', async () => ({ storage: new InMemoryFileStorage() }));

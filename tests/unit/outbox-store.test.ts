import { createMemoryStore } from '@/server/submission-store';
import { storeContract } from './outbox-store-contract';

storeContract('memory', async () => createMemoryStore());

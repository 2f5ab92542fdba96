/** The store's contract on the in-memory store (src/server/core/submission-store.ts), the API's default. */
import { createMemoryStore } from '@/server/core/submission-store';
import { storeContract } from '../../../support/submission-store-contract';

storeContract('memory', async () => createMemoryStore());

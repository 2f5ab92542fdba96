/**
 * `npm run outbox`: counts by state and the dead submissions; `npm run outbox -- retry <id>` or
 * `-- retry --dead` requeues (src/server/outbox-cli.ts). Reads OUTBOX_DB (default
 * .data/outbox.sqlite), the database the server uses.
 */
import { resolve } from 'node:path';
import { readServerEnv } from '../src/server/env.ts';
import { runOutboxCommand } from '../src/server/outbox-cli.ts';
import { createSqliteStore } from '../src/server/outbox-sqlite.ts';

const store = createSqliteStore(resolve(readServerEnv(process.env).outboxDb));
try {
  process.exitCode = await runOutboxCommand(process.argv.slice(2), store, new Date(), (line) => console.log(line));
} finally {
  store.close();
}

/**
 * Undo the last publish from a shell (`npm run editor -- rollback [--as "Name <email>"]` once the
 * editor command dispatches to it): src/server/node/publish/rollback-command.ts.
 */
import { fileURLToPath } from 'node:url';
import { runRollbackCommand } from '../src/server/node/publish/rollback-command.ts';

process.exitCode = await runRollbackCommand(process.argv.slice(2), fileURLToPath(new URL('..', import.meta.url)));

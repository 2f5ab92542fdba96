/**
 * `npm run outbox`: counts by state and the dead submissions; `npm run outbox -- retry <id>` or
 * `-- retry --dead` requeues (src/server/core/outbox-commands.ts). Reads OUTBOX_DB (default
 * .data/outbox.sqlite), the database `npm start` uses; with `--d1 local` the Workers' D1 of
 * `npm run preview:edge` (its state in `--persist-to`, default .data/edge), with `--d1 remote` the
 * deployed one (wrangler's login), both through `wrangler d1 execute` (src/server/workers/outbox-d1-operator.ts).
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readServerEnv } from '../src/server/core/env.ts';
import { OUTBOX_USAGE, runOutboxCommand } from '../src/server/core/outbox-commands.ts';
import { d1OperatorStore } from '../src/server/workers/outbox-d1-operator.ts';
import { createSqliteStore } from '../src/server/node/submission-store-sqlite.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const print = (line: string) => console.log(line);

/** The options before the command: --d1, --persist-to, --env. */
function splitOptions(args: string[]): { options: Map<string, string>; command: string[] } | undefined {
  const options = new Map<string, string>();
  let rest = args;
  while (rest[0]?.startsWith('--') && ['--d1', '--persist-to', '--env'].includes(rest[0])) {
    const [name, value] = rest;
    if (value === undefined) return undefined;
    options.set(name, value);
    rest = rest.slice(2);
  }
  return { options, command: rest };
}

const parsed = splitOptions(process.argv.slice(2));
const where = parsed?.options.get('--d1');
if (!parsed || (where !== undefined && where !== 'local' && where !== 'remote')) {
  print(OUTBOX_USAGE);
  process.exit(2);
}

if (where) {
  const wrangler = resolve(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const target =
    where === 'local'
      ? ['--local', '--persist-to', resolve(root, parsed.options.get('--persist-to') ?? '.data/edge')]
      : ['--remote'];
  const envName = parsed.options.get('--env');
  const run = async (sql: string) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [wrangler, 'd1', 'execute', 'DB', ...target, ...(envName ? ['--env', envName] : []), '--json', '--command', sql],
      {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' },
        maxBuffer: 64 << 20,
      },
    );
    const [result] = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
    return result?.results ?? [];
  };
  process.exitCode = await runOutboxCommand(parsed.command, d1OperatorStore(run), new Date(), print, {
    sender: 'the next cron sweep (every 5 minutes) sends it to the queue',
    command: ['npm run outbox --', ...process.argv.slice(2, process.argv.length - parsed.command.length)].join(' '),
  });
} else {
  const store = createSqliteStore(resolve(readServerEnv(process.env).outboxDb));
  try {
    process.exitCode = await runOutboxCommand(parsed.command, store, new Date(), print);
  } finally {
    store.close();
  }
}

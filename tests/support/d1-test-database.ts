/**
 * The Worker's D1 database in workerd, through wrangler's `getPlatformProxy` (the bindings of
 * wrangler.jsonc, in memory), with the project's migrations applied: the D1 store's tests run
 * against the real D1 engine, offline.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { D1Database } from '@/server/workers/bindings';
import { projectRoot } from './fixture.ts';

const MIGRATIONS = join(projectRoot, 'migrations');

/** The statements of every migration, in order (comments dropped). */
export function migrationStatements(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(MIGRATIONS, name), 'utf8')
        .replace(/--[^\n]*/g, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

export interface TestD1 {
  db: D1Database;
  dispose(): Promise<void>;
}

export async function startTestD1(): Promise<TestD1> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(projectRoot, 'wrangler.jsonc'),
    persist: false,
    remoteBindings: false,
    envFiles: [],
  });
  const db = proxy.env.DB;
  for (const statement of migrationStatements()) await db.prepare(statement).run();
  return { db, dispose: proxy.dispose };
}

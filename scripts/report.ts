/**
 * `npm run report`: the field Web Vitals and leads of the last 7 and 28 days
 * (src/lib/vitals/report.ts), from VITALS_DB (default .data/vitals.sqlite) and the leads of
 * OUTBOX_DB (default .data/outbox.sqlite), the files `npm start` uses, read a slice at a time; or with `--url https://site --token <REPORT_TOKEN>` from a deployed site's
 * GET /api/report (the Worker's D1). Prints text; `--json` the report as JSON; `--html FILE`
 * writes it as a self-contained page with charts.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { site } from '../src/config/studio.ts';
import { readServerEnv } from '../src/server/core/env.ts';
import { REPORT_PATH, readReport } from '../src/server/core/vitals-api.ts';
import { createSqliteStore } from '../src/server/node/submission-store-sqlite.ts';
import { createSqliteVitalsStore } from '../src/server/node/vitals-store-sqlite.ts';
import type { VitalsReport } from '../src/lib/vitals/report.ts';
import { reportHtml } from '../src/lib/vitals/report-html.ts';
import { reportText } from '../src/lib/vitals/report-text.ts';

const USAGE = `Usage: npm run report -- [--json | --html FILE] [--url https://site --token TOKEN]
  (no option)   the report as text, from VITALS_DB and OUTBOX_DB (default .data/vitals.sqlite, .data/outbox.sqlite)
  --json        the report as JSON
  --html FILE   the report as a self-contained HTML page with charts
  --url URL     read a deployed site's GET /api/report instead (--token or REPORT_TOKEN: its REPORT_TOKEN)`;

let options: { json?: boolean; html?: string; url?: string; token?: string; help?: boolean };
try {
  options = parseArgs({
    options: {
      json: { type: 'boolean' },
      html: { type: 'string' },
      url: { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  console.error(`${String(error instanceof Error ? error.message : error)}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

async function remoteReport(url: string, token: string | undefined): Promise<VitalsReport> {
  if (!token) throw new Error('--url needs --token (or REPORT_TOKEN): the site’s REPORT_TOKEN');
  const answer = await fetch(new URL(REPORT_PATH, url), { headers: { authorization: `Bearer ${token}` } });
  if (answer.status === 404) throw new Error(`${url} has no report: REPORT_TOKEN is not set there`);
  if (answer.status === 401) throw new Error(`${url} refused the token`);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as VitalsReport;
}

async function localReport(): Promise<VitalsReport> {
  const config = readServerEnv(process.env);
  const path = resolve(config.vitalsDb);
  const outboxPath = resolve(config.outboxDb);
  if (!existsSync(path) && !existsSync(outboxPath))
    throw new Error(`No database at ${path} (set VITALS_DB and OUTBOX_DB, or start the site once)`);
  const outbox = existsSync(outboxPath) ? createSqliteStore(outboxPath) : undefined;
  const store = createSqliteVitalsStore(path, { outbox: () => outbox?.database });
  try {
    return await readReport(store, new Date());
  } finally {
    store.close();
    outbox?.close();
  }
}

try {
  const report = options.url
    ? await remoteReport(options.url, options.token ?? process.env.REPORT_TOKEN)
    : await localReport();
  if (options.html) {
    writeFileSync(options.html, reportHtml(report, site.name));
    console.log(`Wrote ${resolve(options.html)}`);
  }
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else if (!options.html) console.log(reportText(report));
} catch (error) {
  console.error(`Cannot report: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

/**
 * The form server as the browser tests see it: the submissions its outbox stored (on Node, or on
 * the edge preview, sent), the switches that make it fail or wait, and what a failure logs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createSqliteStore, type SqliteStore } from '../../src/server/node/submission-store-sqlite.ts';
import { expect, test } from './browser-test';
import { edgeMails, edgeRows } from './edge-outbox';

export interface StoredSubmission {
  id: string;
  formType: string;
  state: string;
  submission: Record<string, unknown>;
  message: { subject: string; to: string; replyTo: { name: string; address: string }; text: string };
}

let store: SqliteStore | undefined;

/** The outbox table of the server under test (playwright.config.ts sets E2E_OUTBOX_DIR and OUTBOX_DB in it). */
export async function outboxRecords(): Promise<StoredSubmission[]> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
  const path = join(dir, 'outbox.sqlite');
  if (!existsSync(path)) return [];
  const opened = (store ??= createSqliteStore(path));
  const ids = opened.database.prepare('SELECT id FROM submissions').all();
  const rows = await Promise.all(ids.map((row) => opened.find(String(row['id']))));
  return rows.flatMap((row) =>
    row
      ? [{ id: row.id, formType: row.formType, state: row.state, submission: row.payload, message: row.message }]
      : [],
  );
}

/**
 * On the edge preview (the `edge` project; playwright.config.ts sets E2E_EDGE_STATE_DIR): the
 * submission once its row in D1 is sent and the stand-in mail API received its mail, exactly once.
 */
async function deliveredOnEdge(email: string, stateDir: string): Promise<StoredSubmission> {
  let found: StoredSubmission | undefined;
  await expect
    .poll(
      () => {
        const row = edgeRows(stateDir).find((r) => r.payload['email'] === email);
        if (!row || row.state !== 'sent') return row?.state ?? 'not stored';
        const mails = edgeMails(stateDir).filter((mail) => mail.messageId?.startsWith(`<${row.id}@`));
        if (mails.length !== 1) return `${mails.length} mails`;
        found = {
          id: row.id,
          formType: row.form_type,
          state: row.state,
          submission: row.payload,
          message: row.message,
        };
        return 'sent once';
      },
      { timeout: 20_000 },
    )
    .toBe('sent once');
  return found as StoredSubmission;
}

/** Waits for the submission sent with this email address to reach the outbox. */
export async function storedSubmissionFor(email: string): Promise<StoredSubmission> {
  const edgeState = process.env.E2E_EDGE_STATE_DIR;
  if (test.info().project.name === 'edge' && edgeState) return deliveredOnEdge(email, edgeState);
  let found: StoredSubmission | undefined;
  await expect
    .poll(async () => {
      found = (await outboxRecords()).find((r) => r.submission['email'] === email);
      return Boolean(found);
    })
    .toBe(true);
  return found as StoredSubmission;
}

/**
 * Makes the real server fail delivery: adds the `x-e2e-fail: 1` header, which the server honours
 * because playwright.config.ts starts it with E2E_FAULTS=1. The request really goes to the API.
 */
export async function failDelivery(page: Page): Promise<void> {
  await page.route('**/api/send-email', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-e2e-fail': '1' } }),
  );
}

/** Holds submissions for `ms` before they go to the server, to observe the submitting state. */
export async function delaySubmission(page: Page, ms = 2000): Promise<void> {
  await page.route('**/api/send-email', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Console messages a failing submission logs on purpose: the forms log every failure. */
export const expectedFailureLogs = [/Failed to load resource.*500/, /Error sending email/, /request failed/];

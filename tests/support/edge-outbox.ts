/**
 * What the edge preview (wrangler dev, the `edge` Playwright project) stored and sent: its D1
 * database read straight from the SQLite file Miniflare keeps under the preview's state folder
 * (read-only, while the Worker runs), and the mails its stand-in mail API received.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { CaughtMail } from '../../scripts/mail-catcher.ts';

export interface EdgeRow {
  id: string;
  form_type: string;
  state: string;
  attempts: number;
  last_error: string | null;
  payload: Record<string, unknown>;
  message: { from: string; subject: string; to: string; replyTo: { name: string; address: string }; text: string };
}

/** The submissions table of the preview whose state is in `stateDir`. */
export function edgeRows(stateDir: string): EdgeRow[] {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = existsSync(dir)
    ? readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
    : undefined;
  if (!file) return [];
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    const rows = db
      .prepare(
        'SELECT id, form_type, state, attempts, last_error, payload, message FROM submissions ORDER BY created_at',
      )
      .all() as unknown as (Omit<EdgeRow, 'payload' | 'message'> & { payload: string; message: string })[];
    return rows.map((row) => ({
      ...row,
      payload: JSON.parse(row.payload) as EdgeRow['payload'],
      message: JSON.parse(row.message) as EdgeRow['message'],
    }));
  } finally {
    db.close();
  }
}

/** The mails the preview's stand-in mail API received (scripts/preview-edge.ts writes them). */
export function edgeMails(stateDir: string): CaughtMail[] {
  const dir = join(stateDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaughtMail);
}

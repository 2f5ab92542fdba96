/** The import of the old folder outbox (src/server/node/outbox-import.ts). */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeEmail } from '@/server/core/email';
import { importOutboxFolder } from '@/server/node/outbox-import';
import { createMemoryStore } from '@/server/core/submission-store';
import { formPayloadSchema } from '../../../support/form-schemas';
import { requestPayload } from '../../../support/form-payloads';

const settings = { to: 'inbox@studio.test', from: 'Site <site@studio.test>', siteName: 'Nexora Studio' };
const at = new Date('2025-03-04T10:15:00.000Z');

function entry() {
  const submission = formPayloadSchema.parse(requestPayload());
  return { formType: submission.formType, submission, message: composeEmail(submission, settings, at) };
}

/** A record as the folder outbox of earlier versions wrote it. */
function folderRecord(id: string, status: 'pending' | 'sent', extra: Record<string, unknown> = {}) {
  const { formType, submission, message } = entry();
  return { id, createdAt: at.toISOString(), formType, status, attempts: 0, message, submission, ...extra };
}

describe('import of the old folder outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-import-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (folder: string, name: string, content: unknown) => {
    await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, folder, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };

  it('keeps every record: pending ones queued with their attempts, sent ones sent, a crash leftover too; the folder stays as it was', async () => {
    const pendingIds = Array.from({ length: 12 }, (_, i) => `20250304T101500000Z-request-p${i}`);
    for (const id of pendingIds) await write('pending', `${id}.json`, folderRecord(id, 'pending'));
    await write('pending', 'failed.json', folderRecord('failed', 'pending', { attempts: 3, lastError: 'timeout' }));
    await write('sent', 'done.json', folderRecord('done', 'sent', { attempts: 1, sentAt: '2025-03-04T10:20:00.000Z' }));
    // A crash after the write, before the rename; one in the middle of a write; sent and still pending.
    await write('pending', 'renamed.json.4242.1741083300000.tmp', folderRecord('renamed', 'pending'));
    await write('pending', 'other.json.4242.1741083300001.tmp', '{"id": "other", "subm');
    await write('sent', 'both.json', folderRecord('both', 'sent', { attempts: 1, sentAt: '2025-03-04T10:21:00.000Z' }));
    await write('pending', 'both.json', folderRecord('both', 'pending'));
    const before = await snapshot(dir);

    const store = createMemoryStore();
    const now = new Date('2025-03-05T08:00:00.000Z');
    const report = await importOutboxFolder(dir, store, now);
    expect(report).toEqual({ found: 16, imported: 16, unreadable: [] });
    expect(await store.counts()).toEqual({ queued: 14, sending: 0, sent: 2, dead: 0 });
    for (const id of [...pendingIds, 'renamed']) {
      expect(await store.find(id)).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: now, createdAt: at });
    }
    const failed = await store.find('failed');
    expect(failed).toMatchObject({ state: 'queued', attempts: 3, lastError: 'timeout' });
    expect(failed?.payload).toEqual(entry().submission);
    expect(failed?.message).toEqual(entry().message);
    expect(await store.find('done')).toMatchObject({ state: 'sent', sentAt: new Date('2025-03-04T10:20:00.000Z') });
    expect(await store.find('both')).toMatchObject({ state: 'sent' });

    expect(await snapshot(dir)).toEqual(before);
    expect(await importOutboxFolder(dir, store, now)).toEqual({ found: 16, imported: 0, unreadable: [] });
  });

  it('imports nothing from a folder that does not exist, and lists unreadable records without losing the rest', async () => {
    const store = createMemoryStore();
    expect(await importOutboxFolder(join(dir, 'none'), store, at)).toEqual({ found: 0, imported: 0, unreadable: [] });
    await write('pending', 'broken.json', '{');
    await write('pending', 'fine.json', folderRecord('fine', 'pending'));
    const report = await importOutboxFolder(dir, store, at);
    expect(report).toEqual({ found: 1, imported: 1, unreadable: [join(dir, 'pending', 'broken.json')] });
  });
});

/** Every file under `dir` with its content. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of await readdir(dir)) {
    for (const name of await readdir(join(dir, folder))) {
      files[`${folder}/${name}`] = await readFile(join(dir, folder, name), 'utf8');
    }
  }
  return files;
}

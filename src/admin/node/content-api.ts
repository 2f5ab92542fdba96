/**
 * The editor's API (`/api/keystatic/*` under `npm run dev`): Keystatic's local mode, which
 * lists, reads and writes the files of content/, with two things added.
 *
 * - Files pass through content-codec.ts: the editor reads list files and optional blocks in
 *   the shape its forms edit, and a save keeps the file's own formatting where nothing changed.
 *   The listing gives each such file the hash of what the editor reads, so its caches agree.
 * - A save is checked first: the changed files are applied to a copy of content/ and run
 *   through the content validator (src/content-reading/validate.ts). A save that would add a
 *   problem (a duplicate id, a sale date on an unsold project, ...) is refused with the
 *   problems, and nothing is written; a save that fixes or keeps an existing problem goes through.
 * - `GET /api/keystatic/problems` answers the content check's problems by file (repair.ts), which
 *   the editor's pages show at the fields they name and in its repair view.
 * - Every path it is given must name a file inside content/ (content-paths.ts: no `..`, no
 *   absolute path, no symbolic link on the way), else the request is refused and nothing is read
 *   or written.
 * - Images are checked by what they hold: the save is read up to a bound (MAX_SAVE_BYTES), each
 *   uploaded image must decode within the limits of src/lib/content/image-limits.ts, and a photo
 *   wider than any layout uses is scaled down before it is written (image-files.ts).
 * - On `npm start`, where the request comes from a signed-in editor and a save guard is given
 *   (src/server/node/publish/save-guard.ts): saves run one at a time, and a save of an entry
 *   another editor saved since this editor opened it is refused (409) naming who changed it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareUpload } from '../../content-reading/image-files.ts';
import { IMAGE_EXTENSIONS } from '../../lib/content/kinds/fields.ts';
import { imageRefusal, MAX_SAVE_BYTES } from '../../lib/content/image-limits.ts';
import { toDisk, toEditor } from './content-codec.ts';
import { translationFileParts } from '../../lib/i18n/translations.ts';
import { adminKindOfFile, contentFileOf, editorFileOf } from '../browser/kinds.ts';
import { readReferenceNames, saveContextOf } from './options.ts';
import type { ReferenceNames } from '../browser/list-columns.ts';
import { problemsAddedBy } from './checked-save.ts';
import { currentFileProblems } from './repair.ts';
import { isContentPath } from './content-paths.ts';
import { PROBLEMS_ROUTE } from '../../lib/admin-paths.ts';
import type { EditorIdentity } from '../../server/node/editor/identity.ts';
import type { SaveGuard } from '../../server/node/publish/save-guard.ts';

/** Keystatic's local-mode handler, answering with a plain response object. */
export type KeystaticHandler = (request: Request) => Promise<ResponseInit & { body: string | Uint8Array | null }>;

interface TreeEntry {
  path: string;
  type: string;
  sha: string;
}

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

/** Git's hash of a file, which Keystatic uses to name file versions. */
export function blobSha(contents: Uint8Array): string {
  return createHash('sha1').update(`blob ${contents.byteLength}\0`).update(contents).digest('hex');
}

const toResponse = ({ body, ...init }: Awaited<ReturnType<KeystaticHandler>>): Response =>
  new Response(body as BodyInit | null, init);

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A refused save: the editor shows this text above the form. */
const refused = (lines: string[]) =>
  new Response(`Not saved: ${lines.join('\n')}`, {
    status: 422,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** The request's body as text, or its size once it is over `limit` (read no further). */
async function readBounded(request: Request, limit: number): Promise<{ text: string } | { tooLarge: number }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { tooLarge: declared };
  const reader = request.body?.getReader();
  if (!reader) return { text: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { tooLarge: size };
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The version of a content file as the editor reads it (the hash the editor's listing gives, which
 * the save guard compares), if the file exists. A file the editor's codec cannot read (the repair
 * view's files) is hashed as it is.
 */
export function editorVersion(contentDir: string, path: string): string | undefined {
  const file = join(contentDir, path);
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  try {
    return blobSha(toEditor(path, bytes, () => readReferenceNames(contentDir)));
  } catch {
    return blobSha(bytes);
  }
}

export function createContentApi(
  contentDir: string,
  keystatic: KeystaticHandler,
  guard?: SaveGuard,
): (request: Request, editor?: EditorIdentity) => Promise<Response> {
  const read = (path: string): Uint8Array | undefined => {
    const file = join(contentDir, path);
    return existsSync(file) ? readFileSync(file) : undefined;
  };

  /** The listing, with the hash of what the editor reads for files it reads differently. */
  const withEditorHashes = async (response: Awaited<ReturnType<KeystaticHandler>>): Promise<Response> => {
    if (response.status !== 200 || response.body === null) return toResponse(response);
    const text = typeof response.body === 'string' ? response.body : new TextDecoder().decode(response.body);
    // Translations beside a folder's entries (faq/pricing.de.json) are not entries of their kind:
    // the editor, which lists a folder's files as its entries, sees them in a folder of their own
    // (kinds.ts, TRANSLATIONS_FOLDER). A translation of a kind's one file (site.de.json) is a page
    // of its own. A translation of nothing the editor shows is left out.
    const entries = withTranslationFolders(
      (JSON.parse(text) as TreeEntry[]).filter(
        (entry) =>
          entry.type !== 'blob' ||
          !translationFileParts(entry.path.split('/').at(-1) ?? '') ||
          adminKindOfFile(entry.path) !== undefined,
      ),
    );
    // Read once for the whole listing, and only if a file's list shows a reference.
    let names: ReferenceNames | undefined;
    const namesOnce = () => (names ??= readReferenceNames(contentDir));
    for (const entry of entries) {
      const file = contentFileOf(entry.path);
      if (entry.type !== 'blob' || !adminKindOfFile(file)) continue;
      const bytes = read(file);
      if (bytes) entry.sha = blobSha(toEditor(file, bytes, namesOnce));
    }
    return json(entries);
  };

  /** The version of a file as the editor reads it (the hash its listing gives), if the file exists. */
  const editorSha = (path: string): string | undefined => editorVersion(contentDir, path);

  const blob = (request: Request, sha: string, path: string, editor?: EditorIdentity): Response => {
    if (request.headers.get('no-cors') !== '1') return new Response('Bad Request', { status: 400 });
    const bytes = read(path);
    if (!bytes) return new Response('Not Found', { status: 404 });
    const shown = toEditor(path, bytes, () => readReferenceNames(contentDir));
    if (blobSha(shown) !== sha) return new Response('Not Found', { status: 404 });
    if (editor) guard?.opened(editor, path, sha);
    return new Response(shown as BodyInit);
  };

  /** A save by a signed-in editor: one at a time, refused when another editor saved the entry since it was opened. */
  const guardedUpdate = async (request: Request, editor: EditorIdentity, saveGuard: SaveGuard): Promise<Response> =>
    saveGuard.exclusive(async () => {
      // An oversized save is refused by `update` without being read whole.
      const declared = Number(request.headers.get('content-length') ?? 0);
      const body =
        declared > MAX_SAVE_BYTES
          ? undefined
          : ((await request
              .clone()
              .json()
              .catch(() => undefined)) as Update | undefined);
      const paths = [...(body?.additions ?? []), ...(body?.deletions ?? [])]
        .map(({ path }) => (typeof path === 'string' ? contentFileOf(path) : path))
        .filter((path) => adminKindOfFile(path));
      const refusals = paths.flatMap((path) => saveGuard.refusal(editor, path, editorSha(path)) ?? []);
      if (refusals.length > 0)
        return new Response(`Not saved: ${refusals.join('\n')}`, {
          status: 409,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      const answer = await update(request);
      if (answer.ok)
        for (const path of paths) {
          const sha = editorSha(path);
          if (sha) saveGuard.saved(editor, path, sha);
        }
      return answer;
    });

  const update = async (request: Request): Promise<Response> => {
    if (request.headers.get('no-cors') !== '1') return toResponse(await keystatic(request));
    const received = await readBounded(request, MAX_SAVE_BYTES);
    if ('tooLarge' in received) return refused([imageRefusal.saveTooLarge(received.tooLarge)]);
    let body: Update;
    try {
      body = JSON.parse(received.text) as Update;
    } catch {
      return new Response('Bad data', { status: 400 });
    }
    if (!Array.isArray(body.additions) || !Array.isArray(body.deletions))
      return new Response('Bad data', { status: 400 });
    // The editor names a translation by its place in the editor; it is written beside its entry.
    body = {
      additions: body.additions.map((addition) => ({ ...addition, path: contentFileOf(addition.path) })),
      deletions: body.deletions.map((deletion) => ({ ...deletion, path: contentFileOf(deletion.path) })),
    };
    const outside = [...body.additions, ...body.deletions]
      .map(({ path }) => path)
      .filter((path) => typeof path !== 'string' || !isContentPath(contentDir, path));
    if (outside.length > 0)
      return refused([`these paths are not files of content/: ${outside.map(String).join(', ')}`]);
    const deleted = new Set(body.deletions.map(({ path }) => path));
    const imageProblems: string[] = [];
    const additions = await Promise.all(
      body.additions.map(async ({ path, contents }) => {
        const saved = new Uint8Array(Buffer.from(contents, 'base64'));
        if (adminKindOfFile(path))
          return {
            path,
            bytes: toDisk(path, saved, read(path) ?? renamedFrom(path, deleted, read), saveContextOf(contentDir)),
          };
        if (!IMAGE_FILE.test(path)) return { path, bytes: saved };
        const upload = await prepareUpload(path, saved);
        if (!upload.ok) imageProblems.push(`the image ${path} ${upload.problem}`);
        return { path, bytes: upload.ok ? upload.bytes : saved };
      }),
    );
    if (imageProblems.length > 0) return refused(imageProblems);

    const added = problemsAddedBy(contentDir, additions, [...deleted]);
    if (added.length > 0) return refused(['this change would break the content check.', ...added]);
    // Images first, the entry last: the dev server's content check never sees an entry whose
    // new image is not written yet.
    additions.sort((a, b) => Number(Boolean(adminKindOfFile(a.path))) - Number(Boolean(adminKindOfFile(b.path))));
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    const forwarded = new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        additions: additions.map(({ path, bytes }) => ({ path, contents: Buffer.from(bytes).toString('base64') })),
        deletions: body.deletions,
      }),
    });
    return withEditorHashes(await keystatic(forwarded));
  };

  return async (request, editor) => {
    const params = new URL(request.url).pathname
      .replace(/^\/api\/keystatic\/?/, '')
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
    if (request.method === 'GET' && params.join('/') === 'tree') return withEditorHashes(await keystatic(request));
    if (request.method === 'GET' && params[0] === 'blob' && params.length > 2) {
      const path = contentFileOf(params.slice(2).join('/'));
      if (!isContentPath(contentDir, path)) return new Response('Not Found', { status: 404 });
      if (adminKindOfFile(path)) return blob(request, params[1] ?? '', path, editor);
    }
    if (request.method === 'POST' && params.join('/') === 'update')
      return editor && guard && request.headers.get('no-cors') === '1'
        ? guardedUpdate(request, editor, guard)
        : update(request);
    // The content check's problems now, by file, for the editor's problems panel (src/admin/browser/problems/).
    if (request.method === 'GET' && params.join('/') === PROBLEMS_ROUTE)
      return json({ files: await currentFileProblems(contentDir) });
    return toResponse(await keystatic(request));
  };
}

/**
 * The listing as the editor reads it: each translation of a folder's entry at its place in the
 * editor (`translations/de/tools/agno.md`), after the folders that hold it, which the editor
 * needs listed before what they hold.
 */
function withTranslationFolders(entries: TreeEntry[]): TreeEntry[] {
  const moved: TreeEntry[] = [];
  const kept: TreeEntry[] = [];
  for (const entry of entries) {
    const path = entry.type === 'blob' ? editorFileOf(entry.path) : entry.path;
    (path === entry.path ? kept : moved).push({ ...entry, path });
  }
  const folders = [
    ...new Set(
      moved.flatMap(({ path }) =>
        path
          .split('/')
          .slice(0, -1)
          .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
      ),
    ),
  ]
    .filter((folder) => !kept.some((entry) => entry.path === folder))
    .sort();
  // A folder's hash changes with what it holds, as a listed folder's does.
  const folderEntries = folders.map((folder) => ({
    path: folder,
    type: 'tree',
    mode: '040000',
    sha: createHash('sha1')
      .update(
        moved
          .filter(({ path }) => path.startsWith(`${folder}/`))
          .map(({ path, sha }) => `${path} ${sha}`)
          .join('\n'),
      )
      .digest('hex'),
  }));
  return [...kept, ...folderEntries, ...moved];
}

/** A renamed entry's previous file: the one deleted beside it in the same save. */
function renamedFrom(path: string, deleted: Set<string>, read: (path: string) => Uint8Array | undefined) {
  const kind = adminKindOfFile(path);
  const candidates = [...deleted].filter((other) => adminKindOfFile(other) === kind);
  return candidates.length === 1 && candidates[0] ? read(candidates[0]) : undefined;
}

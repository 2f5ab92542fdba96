/**
 * Publishing from the server's own checkout. The checkout is a git working tree; an editor's
 * saved changes are its uncommitted changes under content/. Publish takes them as they are at
 * that moment (a copy, so saves during the build wait for the next publish), runs the content
 * check and the build (`astro build` in a child process, into a new folder), and only if both
 * pass commits the changed files with the editor as author, serves the new build (served-site.ts)
 * and pushes to PUBLISH_REMOTE: a remote that moved ahead is fetched and merged first (a conflict
 * keeps the remote's version live and the editor's on a branch of its own); an unreachable remote
 * is retried in the background. One publish, preview or undo at a time; a publish asked for while
 * another waits joins it. Undo publishes the files of the last publish as they were before it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sitePaths, SITE_OUT_DIR_VARIABLE, CONTENT_ROOT_VARIABLE } from '../../../config/site-paths.ts';
import { safeErrorText } from '../../../lib/log-text.ts';
import {
  changeOfStatus,
  groupByEntry,
  publishCommitMessage,
  type ChangedEntry,
  type ChangedFile,
} from '../../../lib/publish/changed-entries.ts';
import { conflictBranchName, conflictMessage } from '../../../lib/publish/conflict-branch.ts';
import {
  nextPublishState,
  pushRetryDelayMs,
  type PublishEvent,
  type PublishState,
} from '../../../lib/publish/publish-state.ts';
import type { EditorIdentity } from '../editor/identity.ts';
import { publishStateFile, readPublishRecord, type PublishRecord } from './data-dir.ts';
import { createGit, type Git } from './git.ts';
import type { SaveGuard } from './save-guard.ts';
import type { ServedSite } from './served-site.ts';

export interface PublishStatus {
  state: PublishState;
  /** In plain words: what happened, and for a failure which entry and field. */
  message: string;
  /** The problems of a failed check, one line each. */
  problems: string[];
  /** Who asked for it, and when it changed last. */
  editors: EditorIdentity[];
  at: string;
  /** The commit of the last publish, when there is one. */
  commit?: string;
  entries: ChangedEntry[];
  /** The branch holding an editor's version the remote's replaced. */
  conflictBranch?: string;
}

export interface PreviewStatus {
  state: 'none' | 'building' | 'ready' | 'failed';
  message: string;
  problems: string[];
  at: string;
  /** The build of the preview, when ready. */
  dir?: string;
}

export interface PublisherOptions {
  /** Where `astro build` runs (the project). */
  projectRoot: string;
  /** The content folder the editors save into (inside a git working tree). */
  contentDir: string;
  /** Builds, state and the save log: `.data/publish/` by default (PUBLISH_DIR). */
  dataDir: string;
  site?: ServedSite;
  guard?: SaveGuard;
  /** PUBLISH_REMOTE: a git remote URL; none: publish serves here only. */
  remote?: string;
  /** PUBLISH_BRANCH: the remote's branch (default: the checkout's branch). */
  branch?: string;
  /** The first retry of a push that failed, doubling (PUBLISH_RETRY_MIN_S). */
  retryFirstMs?: number;
  log?: (line: string) => void;
  /** The build's environment beyond CONTENT_ROOT and SITE_OUT_DIR. */
  env?: NodeJS.ProcessEnv;
  /**
   * The longest a content check or build may run before it is stopped and reported as failed
   * (PUBLISH_BUILD_LIMIT_S): a build that hangs must not hold every later publish.
   */
  buildLimitMs?: number;
}

/** PUBLISH_BUILD_LIMIT_S's default: far above a build of the live catalogue (about a minute). */
export const DEFAULT_BUILD_LIMIT_S = 30 * 60;

export interface Publisher {
  /** The saved changes Publish would send now. */
  changes(): Promise<ChangedEntry[]>;
  status(): PublishStatus;
  preview(): PreviewStatus;
  /** Whether a publish, preview or undo is waiting or running. */
  busy(): boolean;
  /** Publishes the saved changes; resolves when it is live (and pushed or pending) or failed. */
  publish(editor: EditorIdentity): Promise<PublishStatus>;
  /** Builds the saved changes into the preview folder. */
  buildPreview(editor: EditorIdentity): Promise<PreviewStatus>;
  /** Publishes the files of the last publish as they were before it, as a new commit. */
  undo(editor: EditorIdentity): Promise<PublishStatus>;
  /** Waits for what runs, and stops retrying pushes. */
  close(): Promise<void>;
}

const astroBin = (projectRoot: string) => join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** What a stopped child says: the limit it ran into, in the words of the setting that sets it. */
export const overLimitMessage = (what: string, limitMs: number) =>
  `${what} ran longer than ${Math.round(limitMs / 1000)} s (PUBLISH_BUILD_LIMIT_S) and was stopped.`;

/**
 * Stops `child` once it has run `limitMs`: SIGTERM, then SIGKILL if it is still there 5 s later.
 * Returns whether it was stopped, for its close handler; the timers end with the child.
 */
function limitRun(child: ChildProcess, limitMs: number): () => boolean {
  let stopped = false;
  let kill: NodeJS.Timeout | undefined;
  const stop = setTimeout(() => {
    stopped = true;
    child.kill('SIGTERM');
    kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    kill.unref();
  }, limitMs);
  stop.unref();
  child.once('close', () => {
    clearTimeout(stop);
    if (kill) clearTimeout(kill);
  });
  return () => stopped;
}

/** The end of a failed build's output: the lines that say what went wrong. */
const tail = (text: string, lines = 12) => text.trim().split('\n').slice(-lines).join('\n');

/** `git status --porcelain=v1 -z` as changed files, paths relative to `contentRel`. */
function parseStatus(output: string, contentRel: string): ChangedFile[] {
  const parts = output.split('\0').filter(Boolean);
  const files: ChangedFile[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? '';
    const status = part.slice(0, 2);
    const path = part.slice(3);
    // A rename or copy names its source next.
    if (status.includes('R') || status.includes('C')) index++;
    const inside = path.startsWith(`${contentRel}/`) ? path.slice(contentRel.length + 1) : path;
    files.push({ path: inside, change: changeOfStatus(status) });
  }
  return files;
}

export async function createPublisher(options: PublisherOptions): Promise<Publisher> {
  const log = options.log ?? ((line: string) => console.log(line));
  const buildLimitMs = options.buildLimitMs ?? DEFAULT_BUILD_LIMIT_S * 1000;
  const contentDir = resolve(options.contentDir);
  const git: Git = createGit(contentDir);
  const top = (await git.run(['rev-parse', '--show-toplevel'])).trim();
  const gitTop = createGit(top);
  /** content/ as git names it from the top of the checkout ("content", "tests/fixture/content"). */
  const contentRel = relative(top, contentDir).split('\\').join('/');
  const dataDir = resolve(options.dataDir);
  const sitesDir = join(dataDir, 'site');
  const previewDir = join(dataDir, 'preview');
  // The copy of the checkout's content a build reads: the same place each time, so its build cache is reused.
  const snapshotTop = join(dataDir, 'snapshot');
  const snapshotRoot = join(snapshotTop, dirname(contentRel));
  const snapshotContent = join(snapshotTop, contentRel);
  const stateFile = publishStateFile(dataDir);
  const remoteName = 'publish';
  const branch = options.branch ?? ((await git.attempt(['symbolic-ref', '--short', 'HEAD'])).stdout.trim() || 'main');

  const persisted: PublishRecord = readPublishRecord(dataDir);
  const save = () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(persisted, null, 2));
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  if (options.remote) {
    const known = await gitTop.attempt(['remote', 'get-url', remoteName]);
    if (known.code !== 0) await gitTop.run(['remote', 'add', remoteName, options.remote]);
    else if (known.stdout.trim() !== options.remote)
      await gitTop.run(['remote', 'set-url', remoteName, options.remote]);
  }

  let status: PublishStatus = {
    state: 'idle',
    message: 'Saved changes wait here until an editor publishes them.',
    problems: [],
    editors: [],
    at: new Date().toISOString(),
    entries: [],
  };
  let previewStatus: PreviewStatus = {
    state: 'none',
    message: 'No preview built yet.',
    problems: [],
    at: new Date().toISOString(),
  };
  const move = (event: PublishEvent, change: Partial<PublishStatus>) => {
    status = {
      ...status,
      problems: [],
      ...change,
      state: nextPublishState(status.state, event),
      at: new Date().toISOString(),
    };
    log(`publish: ${status.state}: ${status.message}`);
  };

  // One job at a time: publishes, previews, undos and push retries.
  let queue: Promise<unknown> = Promise.resolve();
  let jobs = 0;
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    jobs += 1;
    const run = queue.then(work, work).finally(() => (jobs -= 1));
    queue = run.catch(() => undefined);
    return run;
  };
  const exclusive = <T>(work: () => Promise<T> | T): Promise<T> =>
    options.guard ? options.guard.exclusive(work) : Promise.resolve(work());

  const changedFiles = async (): Promise<ChangedFile[]> =>
    parseStatus(
      await gitTop.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', contentRel]),
      contentRel,
    );

  /** Copies the saved content into the snapshot; the caller holds the save lock, so no save runs meanwhile. */
  const snapshotWorkingTree = () => {
    rmSync(snapshotContent, { recursive: true, force: true });
    mkdirSync(dirname(snapshotContent), { recursive: true });
    cpSync(contentDir, snapshotContent, { recursive: true });
  };

  /** Writes a commit's content into the snapshot (through an index of its own: the checkout's stays as it is). */
  const snapshotCommit = async (commit: string) => {
    rmSync(snapshotContent, { recursive: true, force: true });
    mkdirSync(snapshotTop, { recursive: true });
    const env = { GIT_INDEX_FILE: join(dataDir, 'snapshot.index') };
    await gitTop.run(['--work-tree', snapshotTop, 'checkout', commit, '--', contentRel], { env });
    rmSync(env.GIT_INDEX_FILE, { force: true });
  };

  /**
   * The content check on the snapshot (`npm run content:check`, scripts/check-content.ts, in a
   * child process): its problems, one line each (file, field, what is wrong).
   */
  const check = (): Promise<string[]> =>
    new Promise((resolvePromise) => {
      const child = spawn(process.execPath, [join(options.projectRoot, 'scripts', 'check-content.ts')], {
        cwd: options.projectRoot,
        env: { ...process.env, ...options.env, [CONTENT_ROOT_VARIABLE]: snapshotRoot },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const stopped = limitRun(child, buildLimitMs);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-100_000)));
      child.on('error', (error) => resolvePromise([`the content check did not run: ${safeErrorText(error)}`]));
      child.on('close', (code) => {
        if (stopped()) return resolvePromise([overLimitMessage('The content check', buildLimitMs)]);
        const lines = errors.split('\n').filter((line) => line.startsWith('content error in '));
        resolvePromise(code === 0 ? [] : lines.length ? lines : [tail(errors) || 'the content check failed']);
      });
    });

  /** `astro build` of the snapshot into `outDir`; the end of its output when it fails. */
  const build = (outDir: string): Promise<{ ok: boolean; output: string }> =>
    new Promise((resolvePromise) => {
      rmSync(outDir, { recursive: true, force: true });
      const child = spawn(process.execPath, [astroBin(options.projectRoot), 'build'], {
        cwd: options.projectRoot,
        env: {
          ...process.env,
          ...options.env,
          [CONTENT_ROOT_VARIABLE]: snapshotRoot,
          [SITE_OUT_DIR_VARIABLE]: outDir,
          ASTRO_DEV_BACKGROUND: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const stopped = limitRun(child, buildLimitMs);
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => resolvePromise({ ok: false, output: safeErrorText(error) }));
      child.on('close', (code) =>
        resolvePromise(
          stopped()
            ? { ok: false, output: `${output}\n${overLimitMessage('The build', buildLimitMs)}` }
            : { ok: code === 0, output },
        ),
      );
    });

  const authorEnv = (editor: EditorIdentity) => ({
    GIT_AUTHOR_NAME: editor.name,
    GIT_AUTHOR_EMAIL: editor.email,
    GIT_COMMITTER_NAME: editor.name,
    GIT_COMMITTER_EMAIL: editor.email,
  });

  /** Commits the snapshot's version of `paths` (all of content/ by default) as `editor`. */
  const commitSnapshot = async (
    editor: EditorIdentity,
    message: string,
    coAuthors: EditorIdentity[],
    paths = [contentRel],
  ) => {
    await gitTop.run(['--work-tree', snapshotTop, 'add', '-A', '--', ...paths]);
    const trailers = coAuthors
      .filter((other) => other.email.toLowerCase() !== editor.email.toLowerCase())
      .map((other) => `Co-authored-by: ${other.name} <${other.email}>`);
    const full = trailers.length ? `${message}\n${trailers.join('\n')}\n` : message;
    await gitTop.run(['commit', '--quiet', '--no-verify', `--author=${editor.name} <${editor.email}>`, '-m', full], {
      env: authorEnv(editor),
    });
    return (await gitTop.run(['rev-parse', 'HEAD'])).trim();
  };

  /** Serves `dir` and keeps only it and the build before it. */
  const swap = (commit: string, dir: string) => {
    options.site?.serve(dir);
    persisted.history.push({ commit, dir });
    persisted.served = dir;
    const keep = new Set(persisted.history.slice(-2).map((entry) => entry.dir));
    if (existsSync(sitesDir))
      for (const name of readdirSync(sitesDir)) {
        const folder = join(sitesDir, name);
        if (!keep.has(folder)) rmSync(folder, { recursive: true, force: true });
      }
    save();
  };

  /** Checks and builds the snapshot into a new folder; the failure in plain words, or the folder. */
  const checkAndBuild = async (id: string): Promise<{ dir: string } | { message: string; problems: string[] }> => {
    const problems = await check();
    if (problems.length > 0)
      return {
        message: `Not published: the content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}. Correct the field${problems.length === 1 ? '' : 's'} named below, save, and publish again.`,
        problems,
      };
    const dir = join(sitesDir, id);
    const built = await build(dir);
    if (!built.ok) {
      rmSync(dir, { recursive: true, force: true });
      return { message: 'Not published: the build failed. What it said last:', problems: [tail(built.output)] };
    }
    return { dir };
  };

  // Pushes that wait for the remote.
  let retryTimer: NodeJS.Timeout | undefined;
  let attempts = 0;
  let closed = false;

  const isRejected = (stderr: string) => /\[rejected\]|non-fast-forward|fetch first/.test(stderr);

  /**
   * Pushes HEAD to the remote's branch; a remote that moved ahead is fetched and merged, and the
   * merged content built and served before the push. Answers the event and the message.
   */
  const push = async (editor: EditorIdentity): Promise<{ event: PublishEvent; message?: string; branch?: string }> => {
    if (!options.remote) return { event: 'no-remote' };
    let pushed = await gitTop.attempt(['push', '--porcelain', remoteName, `HEAD:refs/heads/${branch}`], {
      timeoutMs: 60_000,
    });
    if (pushed.code === 0) return { event: 'pushed' };
    if (!isRejected(pushed.stderr + pushed.stdout)) return { event: 'push-failed', message: tail(pushed.stderr, 3) };

    // The remote moved ahead: merge its branch, the remote's version winning where both changed a line.
    const fetched = await gitTop.attempt(['fetch', remoteName, branch], { timeoutMs: 60_000 });
    if (fetched.code !== 0) return { event: 'push-failed', message: tail(fetched.stderr, 3) };
    const ours = (await gitTop.run(['rev-parse', 'HEAD'])).trim();
    const merge = await gitTop.attempt(['merge', '--no-edit', '--no-ff', 'FETCH_HEAD'], { env: authorEnv(editor) });
    let keptOn: string | undefined;
    if (merge.code !== 0) {
      const conflicted = (await gitTop.run(['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
      if (conflicted.length === 0) {
        await gitTop.attempt(['merge', '--abort']);
        return { event: 'push-failed', message: `merging the remote's changes failed: ${tail(merge.stderr, 3)}` };
      }
      keptOn = conflictBranchName(editor.email, new Date());
      await gitTop.run(['branch', keptOn, ours]);
      await gitTop.run(['checkout', '--theirs', '--', ...conflicted]);
      await gitTop.run(['add', '--', ...conflicted]);
      await gitTop.run(['commit', '--no-edit', '--no-verify'], { env: authorEnv(editor) });
      const kept = await gitTop.attempt(['push', remoteName, `refs/heads/${keptOn}`], { timeoutMs: 60_000 });
      if (kept.code !== 0)
        log(`publish: the branch ${keptOn} is kept here; pushing it failed: ${tail(kept.stderr, 2)}`);
      const shown = conflicted.map((path) =>
        path.startsWith(`${contentRel}/`) ? path.slice(contentRel.length + 1) : path,
      );
      keptOn = `${keptOn}\n${groupByEntry(shown.map((path) => ({ path, change: 'modified' })))
        .map((entry) => entry.key)
        .join('\n')}`;
    }
    const merged = (await gitTop.run(['rev-parse', 'HEAD'])).trim();
    await snapshotCommit(merged);
    const built = await checkAndBuild(merged.slice(0, 12));
    if ('dir' in built) swap(merged, built.dir);
    else log(`publish: the merged content did not build: ${built.problems.join('; ')}`);
    pushed = await gitTop.attempt(['push', '--porcelain', remoteName, `HEAD:refs/heads/${branch}`], {
      timeoutMs: 60_000,
    });
    const [branchName, ...entries] = keptOn?.split('\n') ?? [];
    const message = branchName ? conflictMessage(branchName, entries) : undefined;
    if (pushed.code === 0) return { event: 'pushed', message, branch: branchName };
    return { event: 'push-failed', message: message ?? tail(pushed.stderr, 3), branch: branchName };
  };

  const afterPush = (result: Awaited<ReturnType<typeof push>>, liveMessage: string, editor: EditorIdentity) => {
    const conflict = result.branch ? { conflictBranch: result.branch } : {};
    if (result.event === 'pushed') {
      attempts = 0;
      move('pushed', { message: result.message ?? `${liveMessage} Pushed to the remote repository.`, ...conflict });
    } else if (result.event === 'no-remote') {
      move('no-remote', { message: liveMessage });
    } else {
      attempts += 1;
      const delay = pushRetryDelayMs(attempts, options.retryFirstMs);
      move('push-failed', {
        message: `${liveMessage} The remote repository could not be reached (${result.message ?? 'no answer'}); trying again in ${Math.round(delay / 1000)} s.`,
        ...conflict,
      });
      scheduleRetry(delay, editor);
    }
  };

  const scheduleRetry = (delay: number, editor: EditorIdentity) => {
    if (closed) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void serially(async () => {
        if (status.state !== 'pending') return;
        afterPush(await push(editor), 'Live here.', editor);
      });
    }, delay);
    retryTimer.unref();
  };

  /** One publish: the saved changes, checked, built, committed, served, pushed. */
  const runPublish = async (editors: EditorIdentity[]): Promise<PublishStatus> => {
    const [editor] = editors;
    if (!editor) return status;
    const files = await exclusive(async () => {
      const found = await changedFiles();
      if (found.length > 0) snapshotWorkingTree();
      return found;
    });
    const entries = groupByEntry(files);
    if (files.length === 0) {
      status = { ...status, message: 'Nothing to publish: there are no saved changes.', at: new Date().toISOString() };
      return status;
    }
    move('start', {
      message: `Building ${entries.map((entry) => entry.key).join(', ')}…`,
      editors,
      entries,
      conflictBranch: undefined,
    });
    const built = await checkAndBuild(`${Date.now().toString(36)}`);
    if (!('dir' in built)) {
      move('failed', { message: built.message, problems: built.problems });
      return status;
    }
    let commit: string;
    try {
      commit = await commitSnapshot(editor, publishCommitMessage(entries), editors.slice(1));
    } catch (error) {
      rmSync(built.dir, { recursive: true, force: true });
      move('failed', { message: `Not published: the commit failed (${safeErrorText(error)}).` });
      return status;
    }
    persisted.published = [...(persisted.published ?? []), commit];
    swap(commit, built.dir);
    move('built', { message: `Live: ${entries.map((entry) => entry.key).join(', ')}.`, commit });
    afterPush(await push(editor), status.message, editor);
    return status;
  };

  /** Undo: the files the last publish changed, as they were before it, published as a new commit. */
  const runUndo = async (editor: EditorIdentity): Promise<PublishStatus> => {
    const lastCommit = persisted.published?.at(-1);
    const last = lastCommit ? { commit: lastCommit } : undefined;
    if (!last) {
      status = {
        ...status,
        message: 'Nothing to undo: no publish is recorded on this server.',
        at: new Date().toISOString(),
      };
      return status;
    }
    const changed = await gitTop.run(['diff', '--name-status', '-z', `${last.commit}^`, last.commit, '--', contentRel]);
    const parts = changed.split('\0').filter(Boolean);
    const touched: string[] = [];
    for (let index = 0; index + 1 < parts.length; index += 2) touched.push(parts[index + 1] ?? '');
    const inside = (path: string) => path.slice(contentRel.length + 1);
    const entries = groupByEntry(touched.map((path) => ({ path: inside(path), change: 'modified' })));
    move('start', {
      message: `Undoing the publish of ${entries.map((entry) => entry.key).join(', ')}…`,
      editors: [editor],
      entries,
      conflictBranch: undefined,
    });
    const head = (await gitTop.run(['rev-parse', 'HEAD'])).trim();
    await exclusive(async () => {
      await snapshotCommit(head);
      const env = { GIT_INDEX_FILE: join(dataDir, 'snapshot.index') };
      for (const path of touched) {
        const before = await gitTop.attempt(['cat-file', '-e', `${last.commit}^:${path}`]);
        if (before.code === 0)
          await gitTop.run(['--work-tree', snapshotTop, 'checkout', `${last.commit}^`, '--', path], { env });
        else rmSync(join(snapshotTop, path), { force: true });
      }
      rmSync(env.GIT_INDEX_FILE, { force: true });
    });
    const built = await checkAndBuild(`${Date.now().toString(36)}`);
    if (!('dir' in built)) {
      move('failed', { message: built.message.replace('Not published', 'Not undone'), problems: built.problems });
      return status;
    }
    const subject = (await gitTop.run(['log', '-1', '--format=%s', last.commit])).trim();
    const commit = await exclusive(async () => {
      const made = await commitSnapshot(editor, `Undo "${subject}"\n\nReverts ${last.commit}.\n`, [], touched);
      // The checkout's files follow, unless an editor saved them again since.
      for (const path of touched) {
        const untouched = (await gitTop.attempt(['diff', '--quiet', last.commit, '--', path])).code === 0;
        if (!untouched) continue;
        if ((await gitTop.attempt(['cat-file', '-e', `HEAD:${path}`])).code === 0)
          await gitTop.run(['checkout', 'HEAD', '--', path]);
        else rmSync(join(top, path), { force: true });
      }
      return made;
    });
    persisted.published = [...(persisted.published ?? []), commit];
    swap(commit, built.dir);
    move('built', { message: `Live again as before: ${entries.map((entry) => entry.key).join(', ')}.`, commit });
    afterPush(await push(editor), status.message, editor);
    return status;
  };

  // A publish asked for while another waits to start joins it.
  let waiting: { editors: EditorIdentity[]; result: Promise<PublishStatus> } | undefined;

  return {
    async changes() {
      return groupByEntry(await changedFiles());
    },
    status: () => status,
    preview: () => previewStatus,
    busy: () => jobs > 0,
    publish(editor) {
      if (waiting) {
        if (!waiting.editors.some((known) => known.email === editor.email)) waiting.editors.push(editor);
        return waiting.result;
      }
      const job: { editors: EditorIdentity[]; result: Promise<PublishStatus> } = {
        editors: [editor],
        result: Promise.resolve(status),
      };
      job.result = serially(() => {
        if (waiting === job) waiting = undefined;
        return runPublish(job.editors);
      });
      waiting = job;
      return job.result;
    },
    buildPreview(_editor) {
      return serially(async () => {
        previewStatus = {
          state: 'building',
          message: 'Building the preview…',
          problems: [],
          at: new Date().toISOString(),
        };
        await exclusive(snapshotWorkingTree);
        const problems = await check();
        if (problems.length > 0) {
          previewStatus = {
            state: 'failed',
            message: 'The preview was not built: the content check found problems.',
            problems,
            at: new Date().toISOString(),
          };
          return previewStatus;
        }
        const dir = join(previewDir, Date.now().toString(36));
        const built = await build(dir);
        if (!built.ok) {
          rmSync(dir, { recursive: true, force: true });
          previewStatus = {
            state: 'failed',
            message: 'The preview was not built: the build failed.',
            problems: [tail(built.output)],
            at: new Date().toISOString(),
          };
          return previewStatus;
        }
        // Only the newest preview is kept (and the one before, for requests still reading it).
        const previous = previewStatus.dir;
        for (const name of existsSync(previewDir) ? readdirSync(previewDir) : []) {
          const folder = join(previewDir, name);
          if (folder !== dir && folder !== previous) rmSync(folder, { recursive: true, force: true });
        }
        previewStatus = {
          state: 'ready',
          message: 'The preview shows the saved changes.',
          problems: [],
          at: new Date().toISOString(),
          dir,
        };
        return previewStatus;
      });
    },
    undo: (editor) => serially(() => runUndo(editor)),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await queue;
    },
  };
}

/** The content folder the publisher publishes: CONTENT_ROOT's content/ (the project's by default). */
export const publishedContentDir = (projectRoot: string, env: NodeJS.ProcessEnv = process.env) =>
  sitePaths(projectRoot, env).content;

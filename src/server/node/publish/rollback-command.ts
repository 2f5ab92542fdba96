/**
 * `npm run editor -- rollback [--as "Name <email>"]`: the operator's "Undo last publish". It
 * publishes the files of the last publish as they were before it, as a new commit by the named
 * person (default: git's user.name and user.email of the checkout), through the same check and
 * build, and pushes it; a running server serves the new build within seconds (it follows the
 * publish state, served-site.ts). Answers the exit code.
 */
import { createGit } from './git.ts';
import { publishDataDir } from './data-dir.ts';
import { createPublisher, publishedContentDir } from './publisher.ts';
import type { EditorIdentity } from '../editor/identity.ts';

/** `Name <email>` as an identity. */
export function parseAuthor(text: string): EditorIdentity | undefined {
  const match = /^\s*(.+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(text);
  return match?.[1] && match[2] ? { name: match[1], email: match[2] } : undefined;
}

/** Where the command writes (the editor command's own lines). */
export interface RollbackIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: RollbackIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

export async function runRollbackCommand(
  args: readonly string[],
  projectRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  io: RollbackIo = consoleIo,
): Promise<number> {
  const contentDir = publishedContentDir(projectRoot, env);
  const git = createGit(contentDir);
  const asIndex = args.indexOf('--as');
  let author: EditorIdentity | undefined;
  if (asIndex >= 0) author = parseAuthor(args[asIndex + 1] ?? '');
  else {
    const name = (await git.attempt(['config', 'user.name'])).stdout.trim();
    const email = (await git.attempt(['config', 'user.email'])).stdout.trim();
    author = name && email ? { name, email } : undefined;
  }
  if (!author) {
    io.err('Who undoes it? Give --as "Name <email>" (or set git config user.name and user.email).');
    return 2;
  }
  const publisher = await createPublisher({
    projectRoot,
    contentDir,
    dataDir: publishDataDir(projectRoot, env),
    remote: env.PUBLISH_REMOTE || undefined,
    branch: env.PUBLISH_BRANCH || undefined,
    log: io.out,
  });
  const status = await publisher.undo(author);
  await publisher.close();
  io.out(status.message);
  for (const problem of status.problems) io.err(problem);
  return status.state === 'failed' || status.state === 'idle' ? 1 : 0;
}

/**
 * Git through the `git` binary (execFile, never a shell): every argument is passed as it is.
 */
import { execFile } from 'node:child_process';

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

export class GitError extends Error {
  readonly args: readonly string[];
  readonly result: GitResult;
  constructor(args: readonly string[], result: GitResult) {
    super(`git ${args[0] ?? ''} failed (${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
    this.args = args;
    this.result = result;
  }
}

export interface Git {
  /** Runs git; rejects with a GitError when it exits non-zero. */
  run(args: readonly string[], options?: { env?: Record<string, string>; timeoutMs?: number }): Promise<string>;
  /** Runs git and answers whatever it exits with. */
  attempt(args: readonly string[], options?: { env?: Record<string, string>; timeoutMs?: number }): Promise<GitResult>;
}

export function createGit(cwd: string): Git {
  const attempt: Git['attempt'] = (args, options = {}) =>
    new Promise((resolve) => {
      execFile(
        'git',
        [...args],
        {
          cwd,
          // Never ask a person for anything (a password, an editor for a message).
          env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', ...options.env },
          timeout: options.timeoutMs ?? 120_000,
          maxBuffer: 64 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ stdout: String(stdout), stderr: String(stderr), code });
        },
      );
    });
  return {
    attempt,
    async run(args, options) {
      const result = await attempt(args, options);
      if (result.code !== 0) throw new GitError(args, result);
      return result.stdout;
    },
  };
}

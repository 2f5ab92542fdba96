import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitCodeOf } from '@/server/node/exit-code';

describe('the exit code npm start passes on', () => {
  it("is the server's own code, or 128 + the signal that ended it", () => {
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(3, null)).toBe(3);
    expect(exitCodeOf(null, 'SIGKILL')).toBe(137);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
    expect(exitCodeOf(null, null)).toBe(1);
  });

  it('a child killed with SIGKILL makes the wrapper exit 137', () => {
    // The wrapper's pattern (scripts/start.mjs) around a child that is killed.
    const wrapper = `
      import { spawn } from 'node:child_process';
      import { exitCodeOf } from ${JSON.stringify(new URL('../../../../src/server/node/exit-code.ts', import.meta.url).pathname)};
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      child.on('spawn', () => child.kill('SIGKILL'));
      child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', wrapper], { timeout: 10_000 });
    expect(result.status).toBe(137);
  });
});

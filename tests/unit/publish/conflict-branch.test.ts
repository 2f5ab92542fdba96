import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { conflictBranchName, conflictMessage } from '@/lib/publish/conflict-branch';

const at = new Date('2026-11-28T17:45:02.123Z');

describe('the branch keeping an editor version', () => {
  it('names the editor and the time', () => {
    expect(conflictBranchName('Ada.Lovelace@example.com', at)).toBe('publish-conflict/ada-lovelace-20261128-174502');
  });

  it('is a valid branch name whatever the address holds', () => {
    for (const email of ['..weird..@x', '@example.com', 'a b/c~d^e:f?g*h[i@x', 'ünïcode@x']) {
      const name = conflictBranchName(email, at);
      // git's own rule, not a copy of it
      expect(() => execFileSync('git', ['check-ref-format', '--branch', name])).not.toThrow();
    }
  });

  it('tells where the version went', () => {
    const message = conflictMessage('publish-conflict/ada-20261128-174502', ['projects/alpha']);
    expect(message).toContain('projects/alpha');
    expect(message).toContain('publish-conflict/ada-20261128-174502');
  });
});

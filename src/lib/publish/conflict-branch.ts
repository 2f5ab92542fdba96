/**
 * Where an editor's version goes when the remote changed the same entry meanwhile: the remote's
 * version is published and the editor's is kept, whole, on a branch of its own, named here.
 */

/** `publish-conflict/ada-2026-11-28-174502`: the editor's address before the @, and the time (UTC). */
export function conflictBranchName(email: string, at: Date): string {
  const who =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'editor';
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `publish-conflict/${who}-${stamp}`;
}

/** What the editor reads when their version was kept aside. */
export const conflictMessage = (branch: string, entries: readonly string[]): string =>
  `Someone else published ${entries.join(', ')} meanwhile: their version is live. ` +
  `Yours is kept on the branch ${branch}; nothing was lost.`;

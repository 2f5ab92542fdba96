import { describe, expect, it } from 'vitest';
import { saveConflict } from '@/lib/publish/save-conflict';

const ada = { name: 'Ada', email: 'ada@example.com' };
const base = { path: 'projects/alpha.md', editorEmail: 'bob@example.com' };

describe('two editors on one entry', () => {
  it('lets a save through when the file is as the editor opened it', () => {
    expect(saveConflict({ ...base, opened: 'v1', current: 'v1', lastSave: undefined })).toBeUndefined();
  });

  it('refuses a save over a version saved since, naming who saved it', () => {
    const refusal = saveConflict({ ...base, opened: 'v1', current: 'v2', lastSave: { ...ada, sha: 'v2', at: '' } });
    expect(refusal).toContain('Ada (ada@example.com)');
    expect(refusal).toContain('content/projects/alpha.md');
  });

  it('refuses a change made outside the editor without a name', () => {
    const refusal = saveConflict({ ...base, opened: 'v1', current: 'v3', lastSave: { ...ada, sha: 'v2', at: '' } });
    expect(refusal).toContain('someone else');
  });

  it('lets an editor save again over their own last save', () => {
    const own = { name: 'Bob', email: 'bob@example.com', sha: 'v2', at: '' };
    expect(saveConflict({ ...base, opened: 'v1', current: 'v2', lastSave: own })).toBeUndefined();
  });

  it('lets a new file or an entry opened before the log through', () => {
    expect(saveConflict({ ...base, opened: undefined, current: 'v2', lastSave: undefined })).toBeUndefined();
    expect(saveConflict({ ...base, opened: 'v1', current: undefined, lastSave: undefined })).toBeUndefined();
  });
});

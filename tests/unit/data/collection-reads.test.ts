import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('astro:content', () => ({
  getCollection: async (name: string) => {
    calls.push(name);
    return [{ id: `${name}-1`, data: { title: `${name} #${calls.length}` } }];
  },
}));

/** A fresh module each test: the build's reads are kept per build, i.e. per module instance. */
const fresh = async () => {
  vi.resetModules();
  return (await import('@/data/collection-reads')).readCollection;
};

describe('reading a collection', () => {
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('in a build, asks Astro once per collection and gives each caller its own list', async () => {
    vi.stubEnv('DEV', false);
    const readCollection = await fresh();
    const first = await readCollection('projects');
    const second = await readCollection('projects');
    await readCollection('tools');
    expect(calls).toEqual(['projects', 'tools']);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    second.pop();
    expect(await readCollection('projects')).toHaveLength(1);
  });

  it('on the dev server, asks Astro on every read, so an edit shows at once', async () => {
    vi.stubEnv('DEV', true);
    const readCollection = await fresh();
    await readCollection('projects');
    await readCollection('projects');
    expect(calls).toEqual(['projects', 'projects']);
  });
});

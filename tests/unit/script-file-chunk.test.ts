/**
 * The Vite plugin that gives a browser script a file of its own (src/integrations/script-file-chunk.ts):
 * emitted in a client build, the source file under `astro dev`, nothing when disabled (VITALS=off).
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import {
  SITE_SEARCH_SCRIPT,
  VITALS_BEACON_SCRIPT,
  scriptFileChunk,
  type ScriptFile,
} from '@/integrations/script-file-chunk';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: 'resolveId' | 'load' | 'configResolved', self: unknown, ...args: unknown[]) =>
  (plugin[name] as Hook).call(self, ...args);

function loaded(file: ScriptFile, enabled: boolean, command: 'build' | 'serve', consumer: 'client' | 'server') {
  const plugin = scriptFileChunk(file, { enabled });
  const emitted: unknown[] = [];
  call(plugin, 'configResolved', undefined, { command });
  const id = call(plugin, 'resolveId', undefined, file.module);
  const self = {
    environment: { config: { consumer } },
    emitFile: (emittedFile: unknown) => {
      emitted.push(emittedFile);
      return 'ref1';
    },
  };
  return { code: call(plugin, 'load', self, id), emitted };
}

describe('scriptFileChunk', () => {
  it('emits the script as a chunk of the client build and exports its URL', () => {
    for (const [file, source] of [
      [VITALS_BEACON_SCRIPT, /src\/browser\/vitals-beacon\.ts$/],
      [SITE_SEARCH_SCRIPT, /src\/browser\/site-search\/main\.ts$/],
    ] as const) {
      const { code, emitted } = loaded(file, true, 'build', 'client');
      expect(code).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
      expect(emitted).toEqual([{ type: 'chunk', id: expect.stringMatching(source) as unknown, name: file.name }]);
    }
  });

  it('points at the source under astro dev and in the server build', () => {
    for (const [command, consumer] of [
      ['serve', 'client'],
      ['build', 'server'],
    ] as const) {
      const { code, emitted } = loaded(VITALS_BEACON_SCRIPT, true, command, consumer);
      expect(code).toBe('export default "/src/browser/vitals-beacon.ts";');
      expect(emitted).toEqual([]);
    }
  });

  it('emits nothing when disabled (the beacon with VITALS=off)', () => {
    expect(loaded(VITALS_BEACON_SCRIPT, false, 'build', 'client')).toEqual({ code: "export default '';", emitted: [] });
  });

  it('answers only its own module', () => {
    expect(
      call(scriptFileChunk(SITE_SEARCH_SCRIPT), 'resolveId', undefined, VITALS_BEACON_SCRIPT.module),
    ).toBeUndefined();
  });
});

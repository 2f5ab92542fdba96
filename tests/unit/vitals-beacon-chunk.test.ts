/**
 * The Vite plugin that gives the field beacon a file of its own (src/integrations/vitals-beacon-chunk.ts):
 * emitted in a client build, the source file under `astro dev`, nothing with VITALS=off.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { VITALS_BEACON_URL_MODULE, vitalsBeaconChunk } from '@/integrations/vitals-beacon-chunk';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: 'resolveId' | 'load' | 'configResolved', self: unknown, ...args: unknown[]) =>
  (plugin[name] as Hook).call(self, ...args);

function loaded(enabled: boolean, command: 'build' | 'serve', consumer: 'client' | 'server') {
  const plugin = vitalsBeaconChunk({ enabled });
  const emitted: unknown[] = [];
  call(plugin, 'configResolved', undefined, { command });
  const id = call(plugin, 'resolveId', undefined, VITALS_BEACON_URL_MODULE);
  const self = {
    environment: { config: { consumer } },
    emitFile: (file: unknown) => {
      emitted.push(file);
      return 'ref1';
    },
  };
  return { code: call(plugin, 'load', self, id), emitted };
}

describe('vitalsBeaconChunk', () => {
  it('emits the beacon as a chunk of the client build and exports its URL', () => {
    const { code, emitted } = loaded(true, 'build', 'client');
    expect(code).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
    expect(emitted).toEqual([
      {
        type: 'chunk',
        id: expect.stringMatching(/src\/browser\/vitals-beacon\.ts$/) as unknown,
        name: 'vitals-beacon',
      },
    ]);
  });

  it('points at the source under astro dev and in the server build', () => {
    for (const [command, consumer] of [
      ['serve', 'client'],
      ['build', 'server'],
    ] as const) {
      const { code, emitted } = loaded(true, command, consumer);
      expect(code).toBe('export default "/src/browser/vitals-beacon.ts";');
      expect(emitted).toEqual([]);
    }
  });

  it('emits nothing with VITALS=off', () => {
    expect(loaded(false, 'build', 'client')).toEqual({ code: "export default '';", emitted: [] });
  });
});

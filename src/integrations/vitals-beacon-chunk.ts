/**
 * A Vite plugin: the field beacon (src/browser/vitals-beacon.ts, with web-vitals) as a script file
 * of its own, whose URL the page's loader (src/browser/vitals-loader.ts) reads from
 * `virtual:vitals-beacon-url` and adds as a <script> once the page is idle. Not a dynamic
 * import(): Vite wraps those in its preload helper, a static import that would stop Astro from
 * inlining the shell's script into every page. Under `astro dev` the URL is the source file's.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const VITALS_BEACON_URL_MODULE = 'virtual:vitals-beacon-url';
const RESOLVED = `\0${VITALS_BEACON_URL_MODULE}`;
const BEACON_SOURCE = fileURLToPath(new URL('../browser/vitals-beacon.ts', import.meta.url));

/** `enabled: false` (a build with VITALS=off): no beacon file is emitted, the URL is empty. */
export function vitalsBeaconChunk({ enabled }: { enabled: boolean }): Plugin {
  let building = false;
  return {
    name: 'studio:vitals-beacon-chunk',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VITALS_BEACON_URL_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!enabled) return `export default '';`;
      if (!building || this.environment.config.consumer !== 'client')
        return `export default ${JSON.stringify('/src/browser/vitals-beacon.ts')};`;
      const reference = this.emitFile({ type: 'chunk', id: BEACON_SOURCE, name: 'vitals-beacon' });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

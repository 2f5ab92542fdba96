/** Walking the build output (`dist/`) for the post-build steps. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

import { describe, expect, it } from 'vitest';
import { siteSearchSecondsIn, siteSearchSummary } from '../../src/build-time/site-search-index.ts';

describe('the site search step in the build log', () => {
  it('reads back the seconds of the line the build writes', () => {
    const line = siteSearchSummary({ records: 10_402, files: 3_116, bytes: 9_437_184, cachedPages: 9_870 }, 48.26);
    expect(line).toBe("10402 records, 3116 files, 9216 KB in 48.3 s (9870 pages' records from the build cache)");
    const log = `12:01:02 [build] ✓ Completed in 3m 3s.\n12:01:50 [studio:site-search] ${line}\n12:01:51 [studio:page-styles] …`;
    expect(siteSearchSecondsIn(log)).toBe(48.3);
  });

  it('finds none in a log without the step', () => {
    expect(siteSearchSecondsIn('12:01:02 [build] ✓ Completed in 3m 3s.')).toBeUndefined();
    expect(siteSearchSecondsIn('[studio:page-styles] 10 records, 2 files, 3 KB in 1.0 s')).toBeUndefined();
  });
});

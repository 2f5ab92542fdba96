/** The field beacon's one gate on the visitor's privacy signals. */
import { describe, expect, it } from 'vitest';
import { trackingRefused } from '@/lib/vitals/consent';

describe('trackingRefused', () => {
  it.each([
    [{}, false],
    [{ globalPrivacyControl: false, doNotTrack: '0' }, false],
    [{ doNotTrack: null }, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
  ])('%o -> %s', (signals, refused) => {
    expect(trackingRefused(signals)).toBe(refused);
  });
});

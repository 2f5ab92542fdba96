/**
 * Whether the visitor asked not to be tracked (Global Privacy Control, Do Not Track): then the
 * field beacon is never loaded (src/browser/vitals-loader.ts, the one gate).
 */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export const trackingRefused = (signals: PrivacySignals): boolean =>
  signals.globalPrivacyControl === true || signals.doNotTrack === '1';

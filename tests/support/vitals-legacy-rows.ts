/**
 * Raw field rows as versions before the bucket counts kept them (one row per metric value in
 * vitals_samples), for the tests of the fold that turns them into counts.
 */
import type { StoredSample } from '@/lib/vitals/records';

export const LEGACY_INSERT =
  'INSERT INTO vitals_samples (day, template, metric, navigation_type, viewport, value) VALUES (?, ?, ?, ?, ?, ?)';

export const legacyValues = (s: StoredSample): (string | number)[] => [
  s.day,
  s.template,
  s.metric,
  s.navigationType,
  s.viewport,
  s.value,
];

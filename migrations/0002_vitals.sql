-- Field Web Vitals (POST /api/vitals): what visitors' browsers measured, per page template, with
-- nothing that identifies a visitor (no time finer than the UTC day, no address, no user agent).
-- Plain SQLite SQL for the Node store and `wrangler d1 migrations apply` alike.

-- One row per metric value received, kept 30 days, then folded into vitals_daily.
CREATE TABLE vitals_samples (
  -- The UTC day it was received (YYYY-MM-DD).
  day TEXT NOT NULL,
  -- The page's route pattern (src/lib/vitals/templates.ts), never a URL.
  template TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  navigation_type TEXT NOT NULL,
  viewport TEXT NOT NULL CHECK (viewport IN ('narrow', 'wide')),
  value REAL NOT NULL
);

CREATE INDEX vitals_samples_day ON vitals_samples (day);

-- Older days: how many values fell in each fixed bucket (src/lib/vitals/histogram.ts).
CREATE TABLE vitals_daily (
  day TEXT NOT NULL,
  template TEXT NOT NULL,
  metric TEXT NOT NULL,
  navigation_type TEXT NOT NULL,
  viewport TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, template, metric, navigation_type, viewport, bucket)
);

-- Page views counted from the same beacons, per day.
CREATE TABLE page_views_daily (
  day TEXT NOT NULL,
  template TEXT NOT NULL,
  navigation_type TEXT NOT NULL,
  viewport TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, template, navigation_type, viewport)
);

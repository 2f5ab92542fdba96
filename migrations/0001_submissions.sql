-- The outbox: one row per accepted form submission, delivered by email by a worker.
-- Plain SQLite SQL: applied by the Node store (src/server/node/submission-store-sqlite.ts) and by
-- `wrangler d1 migrations apply` alike. Times are milliseconds since the Unix epoch (UTC).
CREATE TABLE submissions (
  -- The idempotency key, also the email's Message-ID (<id@sender-domain>).
  id TEXT PRIMARY KEY NOT NULL,
  form_type TEXT NOT NULL CHECK (form_type IN ('consultation', 'request')),
  -- The validated submission, as JSON.
  payload TEXT NOT NULL,
  -- The composed email (from, to, replyTo, subject, text, html), as JSON.
  message TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'dead')),
  -- Send attempts so far; a claim counts as one.
  attempts INTEGER NOT NULL DEFAULT 0,
  -- A queued row is due from this time on.
  next_attempt_at INTEGER NOT NULL,
  -- While 'sending': who holds the claim and until when; past it, another worker may claim it.
  lease_token TEXT,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);

-- The worker's query: due queued rows and lapsed claims, oldest due first.
CREATE INDEX submissions_due ON submissions (state, next_attempt_at);

-- One row that /api/health rewrites: a real write, not a permission check.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at INTEGER NOT NULL
);

-- The per-client daily cap of field beacons where several processes take beacons (the Worker's
-- isolates; src/server/workers/vitals-store-d1.ts): one count per client and UTC day, the client
-- named by a SHA-256 of its address (an IPv4 address, an IPv6 /64) with that day's random salt,
-- never by the address. The cron deletes the counts and the salt of the days before today, so a
-- day's hashes cannot be matched to addresses once the day is over.
-- Plain SQLite SQL for the Node store and `wrangler d1 migrations apply` alike.
CREATE TABLE vitals_client_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

CREATE TABLE vitals_clients (
  day TEXT NOT NULL,
  client TEXT NOT NULL,
  beacons INTEGER NOT NULL,
  PRIMARY KEY (day, client)
);

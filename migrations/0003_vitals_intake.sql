-- What became of the field beacons, per day: how many were stored, and how many were refused and
-- why (the day's cap, one client's cap, the size cap, the disk reserve, a full queue, a failed
-- write; src/lib/vitals/intake.ts). The day's cap is checked against the 'stored' count here, so it
-- holds across restarts, processes and isolates. Counts only: no address, no time of day.
-- Since this version beacons are kept as counts (vitals_daily) from their arrival: vitals_samples
-- only holds rows earlier versions wrote, folded into vitals_daily in slices by the stores.
-- Plain SQLite SQL for the Node store and `wrangler d1 migrations apply` alike.
CREATE TABLE vitals_intake (
  day TEXT NOT NULL,
  outcome TEXT NOT NULL,
  beacons INTEGER NOT NULL,
  PRIMARY KEY (day, outcome)
);

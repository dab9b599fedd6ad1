-- Periodic work runs once however many API replicas run it (docs/operations.md#scaling-the-api): a replica
-- whose timer fires claims the job's lease for most of a period, and the others skip that period. A replica
-- that dies mid-job holds the lease only until it ends; every job is safe to run again after that.
CREATE TABLE job_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  lease_until TIMESTAMPTZ NOT NULL
);

-- Remote health reports (docs/releasing.md#rollback-by-itself): per remote, release and anonymous browser id,
-- how often that browser showed the remote's areas and how often they failed. Each browser's row is capped
-- (remoteHealth/service.ts), so one browser weighs at most one client in the canary watcher's figures; rows
-- not updated for a week are deleted by the remote health sweep.
CREATE TABLE remote_health (
  app TEXT NOT NULL,
  version TEXT NOT NULL,
  client TEXT NOT NULL,
  views INTEGER NOT NULL CHECK (views >= 0),
  failures INTEGER NOT NULL CHECK (failures >= 0 AND failures <= views),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (app, version, client)
);
-- The sweep deletes by age.
CREATE INDEX remote_health_updated_idx ON remote_health (updated_at);

-- Double opt-in: an address is pending until its owner follows the signed link in the confirmation e-mail.
-- Subscribers from before double opt-in never confirmed: they stay pending (and get no newsletter).
ALTER TABLE newsletter_subscriber
  ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  ADD COLUMN consent_requested_at TIMESTAMPTZ,
  ADD COLUMN consent_source TEXT,
  ADD COLUMN confirmed_at TIMESTAMPTZ,
  ADD COLUMN unsubscribed_at TIMESTAMPTZ,
  ADD COLUMN confirmation_sent_at TIMESTAMPTZ;
UPDATE newsletter_subscriber SET consent_requested_at = created_at, consent_source = source;

-- Settings the server keeps for itself (e.g. the generated key of the newsletter links).
CREATE TABLE app_setting (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- /health/ready writes here to prove that the write path (WAL, commit, disk) works.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TIMESTAMPTZ NOT NULL,
  counter BIGINT NOT NULL DEFAULT 0
);
INSERT INTO health_probe (id, checked_at) VALUES (1, now());

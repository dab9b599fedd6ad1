-- Contact floods degrade, never close (docs/operations.md#contact-messages): a message beyond the hourly mail
-- budget (CONTACT_MAX_PER_HOUR) is still stored, with delivery 'digest', and is e-mailed in the next digest
-- instead of on its own. The budget counts the 'single' messages of the last hour.
ALTER TABLE contact_message ADD COLUMN delivery TEXT NOT NULL DEFAULT 'single'
  CHECK (delivery IN ('single', 'digest'));

-- One e-mail holding the waiting messages, at most one created per CONTACT_DIGEST_INTERVAL_MS. Claimed like a
-- message (an attempt and a lease in mail_claimed_at), so two sweeps, two servers included, never send one
-- digest at once; a failed one is sent again (same messages) before any new digest is made.
CREATE TABLE contact_digest (
  id UUID PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_claimed_at TIMESTAMPTZ,
  mail_sent_at TIMESTAMPTZ
);
CREATE INDEX contact_digest_created_idx ON contact_digest (created_at);

-- The digest a message was put in; a deleted digest puts its unsent messages back in the queue.
ALTER TABLE contact_message ADD COLUMN digest_id UUID REFERENCES contact_digest (id) ON DELETE SET NULL;
CREATE INDEX contact_message_digest_idx ON contact_message (digest_id) WHERE digest_id IS NOT NULL;

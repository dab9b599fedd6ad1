-- Contact form messages (docs/operations.md#contact-messages): stored as accepted (the shared rule's normalised
-- values) before the shopper is answered, then e-mailed to CONTACT_INBOX. mail_claimed_at is the lease of the
-- sender working on it (a fresh request, the sweep, another server): one sender at a time, never two at once.
CREATE TABLE contact_message (
  id UUID PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_claimed_at TIMESTAMPTZ,
  mail_sent_at TIMESTAMPTZ
);
-- The shop-wide hourly cap counts messages by created_at.
CREATE INDEX contact_message_created_idx ON contact_message (created_at);
-- The sweep looks for unsent messages only.
CREATE INDEX contact_message_unsent_idx ON contact_message (created_at) WHERE mail_sent_at IS NULL;

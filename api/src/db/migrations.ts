/**
 * Versioned schema migrations, applied in order at start (and by the seed command). Never edit a migration
 * that has shipped: add a new one. They are TypeScript strings so that the compiled server carries them.
 */
export interface Migration {
  version: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: '001_catalogue',
    sql: `
CREATE TABLE tea_type (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  menu_group TEXT NOT NULL CHECK (menu_group IN ('tea', 'tisane', 'matcha', 'accessory')),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tea_region (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT
);

CREATE TABLE tea_flavour (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  colour TEXT NOT NULL DEFAULT '#6b8e23',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tea_item (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  form TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  tea_type_id INTEGER NOT NULL REFERENCES tea_type(id),
  tea_region_id INTEGER REFERENCES tea_region(id),
  brew_temp_c INTEGER,
  brew_grams REAL,
  brew_water_ml INTEGER,
  brew_seconds INTEGER,
  brew_infusions INTEGER,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tea_item_type_idx ON tea_item(tea_type_id);
CREATE INDEX tea_item_region_idx ON tea_item(tea_region_id);

CREATE TABLE tea_item_flavour (
  tea_item_id INTEGER NOT NULL REFERENCES tea_item(id) ON DELETE CASCADE,
  tea_flavour_id INTEGER NOT NULL REFERENCES tea_flavour(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tea_item_id, tea_flavour_id)
);
CREATE INDEX tea_item_flavour_flavour_idx ON tea_item_flavour(tea_flavour_id);

CREATE TABLE tea_item_product (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  tea_item_id INTEGER NOT NULL REFERENCES tea_item(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  weight_grams INTEGER NOT NULL CHECK (weight_grams >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  on_sale_from TIMESTAMPTZ,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tea_item_product_item_idx ON tea_item_product(tea_item_id);

CREATE TABLE tea_item_product_image (
  id SERIAL PRIMARY KEY,
  tea_item_product_id INTEGER NOT NULL REFERENCES tea_item_product(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  image_type TEXT NOT NULL CHECK (image_type IN ('product', 'flavour-graphic', 'brewing-graphic')),
  UNIQUE (tea_item_product_id, position)
);

CREATE TABLE faq (
  id SERIAL PRIMARY KEY,
  question TEXT NOT NULL UNIQUE,
  answer TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE blog_post (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  pub_date TIMESTAMPTZ NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL
);

CREATE TABLE home_carousel_item (
  position INTEGER PRIMARY KEY,
  tea_item_product_id INTEGER NOT NULL REFERENCES tea_item_product(id) ON DELETE CASCADE
);

CREATE TABLE featured_tile (
  position INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT NOT NULL,
  bgcolor TEXT NOT NULL,
  textcolor TEXT NOT NULL
);

CREATE TABLE newsletter_subscriber (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL DEFAULT 'newsletter',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The catalogue's data version: every write to a catalogue table bumps it, and the in-process cache
-- reloads when it changes.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tea_type_version AFTER INSERT OR UPDATE OR DELETE ON tea_type
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_region_version AFTER INSERT OR UPDATE OR DELETE ON tea_region
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_flavour_version AFTER INSERT OR UPDATE OR DELETE ON tea_flavour
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_item_version AFTER INSERT OR UPDATE OR DELETE ON tea_item
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_item_flavour_version AFTER INSERT OR UPDATE OR DELETE ON tea_item_flavour
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_item_product_version AFTER INSERT OR UPDATE OR DELETE ON tea_item_product
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER tea_item_product_image_version AFTER INSERT OR UPDATE OR DELETE ON tea_item_product_image
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER faq_version AFTER INSERT OR UPDATE OR DELETE ON faq
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER blog_post_version AFTER INSERT OR UPDATE OR DELETE ON blog_post
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER home_carousel_item_version AFTER INSERT OR UPDATE OR DELETE ON home_carousel_item
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER featured_tile_version AFTER INSERT OR UPDATE OR DELETE ON featured_tile
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`,
  },
  {
    version: '002_newsletter_consent',
    sql: `
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
`,
  },
  {
    version: '003_commerce',
    sql: `
-- Stock changes on every checkout: they no longer bump the catalogue version inside the stock transaction
-- (that single row, locked by every such transaction, made concurrent checkouts deadlock on PostgreSQL).
-- The checkout code bumps it after commit instead (checkout/stock.ts, announceStockChange).
DROP TRIGGER tea_item_product_version ON tea_item_product;
CREATE TRIGGER tea_item_product_version
  AFTER INSERT OR DELETE OR UPDATE OF slug, tea_item_id, name, description, price_cents, weight_grams, on_sale_from,
    position ON tea_item_product
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();

-- Checkout sessions: one per attempt to pay. Its lines hold the units reserved for it (taken from
-- tea_item_product.stock when the session is created, given back when it expires or is abandoned).
-- docs/commerce.md describes the life of a session and an order.
CREATE TABLE checkout_session (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  provider_session_id TEXT UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('creating', 'open', 'processing', 'complete', 'expired', 'failed')),
  items_cents INTEGER NOT NULL CHECK (items_cents >= 0),
  shipping_service_code TEXT NOT NULL,
  shipping_service_name TEXT NOT NULL,
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  shipping_address JSONB NOT NULL,
  customer_email TEXT,
  order_id TEXT,
  -- A hash of the client's address: a client holds a bounded number of open sessions.
  client_key TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  completed_at TIMESTAMPTZ,
  released_at TIMESTAMPTZ
);
CREATE INDEX checkout_session_open_idx ON checkout_session (expires_at) WHERE released_at IS NULL;
CREATE INDEX checkout_session_client_idx ON checkout_session (client_key, created_at) WHERE released_at IS NULL;

CREATE TABLE checkout_session_line (
  session_id TEXT NOT NULL REFERENCES checkout_session(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES tea_item_product(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  image_url TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (session_id, position)
);

-- Orders: the id is a random UUID (122 random bits), because the order page is public by id. Name, e-mail
-- and street address stay here and are never served by GET /order/{id}.
CREATE TABLE customer_order (
  id TEXT PRIMARY KEY,
  checkout_session_id TEXT NOT NULL UNIQUE REFERENCES checkout_session(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  items_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  shipping_service_code TEXT NOT NULL,
  shipping_service_name TEXT NOT NULL,
  customer_email TEXT,
  shipping_address JSONB NOT NULL,
  confirmation_sent_at TIMESTAMPTZ,
  confirmation_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_order_unsent_idx ON customer_order (created_at) WHERE confirmation_sent_at IS NULL;

CREATE TABLE order_line (
  order_id TEXT NOT NULL REFERENCES customer_order(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER REFERENCES tea_item_product(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  image_url TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (order_id, position)
);

CREATE TABLE delivery_state (
  id SERIAL PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES customer_order(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'in transit', 'delivered', 'cancelled')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX delivery_state_order_idx ON delivery_state (order_id, id DESC);

CREATE TABLE order_review (
  order_id TEXT PRIMARY KEY REFERENCES customer_order(id) ON DELETE CASCADE,
  star_rating INTEGER NOT NULL CHECK (star_rating BETWEEN 1 AND 5),
  review_text TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  approved_at TIMESTAMPTZ
);
`,
  },
  {
    version: '004_contact_message',
    sql: `
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
`,
  },
  {
    version: '005_teawares_name',
    sql: `
-- The menu, the spec and the section's page all say 'Teawares' (shops seeded before this said 'Tea Wares'). A
-- name an operator chose since is left alone.
UPDATE tea_type SET name = 'Teawares' WHERE slug = 'tea-wares' AND name = 'Tea Wares';
`,
  },
  {
    version: '006_search',
    sql: `
-- Site search (docs/product-rules.md#search). Both extensions are trusted contrib modules: a database owner may
-- create them on PostgreSQL, and PGlite loads its bundled builds (db/database.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- English stemming with accents ignored: 'Crème' and 'creme' are one word, 'pearls' and 'pearl' one lexeme.
CREATE TEXT SEARCH CONFIGURATION sencha_search (COPY = english);
ALTER TEXT SEARCH CONFIGURATION sencha_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

-- One document per thing search finds: each product (the grid shows one per tea item) and each type, region and
-- flavour (the suggestions). Weights: A names, B type, region, country and flavours, C form, D descriptions.
CREATE TABLE search_document (
  kind TEXT NOT NULL CHECK (kind IN ('product', 'type', 'region', 'flavour')),
  ref_id INTEGER NOT NULL,
  document TSVECTOR NOT NULL,
  PRIMARY KEY (kind, ref_id)
);
CREATE INDEX search_document_idx ON search_document USING GIN (document);

-- Every word of the documents (accents removed, lower case): the vocabulary that typo tolerance corrects
-- a missed word to, by trigram similarity.
CREATE TABLE search_word (word TEXT PRIMARY KEY);
CREATE INDEX search_word_trgm_idx ON search_word USING GIN (word gin_trgm_ops);

-- The catalogue version the documents were built from: the API rebuilds them (refresh_search_index) before a
-- search when the catalogue has changed since, so they follow every catalogue change, whoever made it.
CREATE TABLE search_index_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  catalog_version INTEGER NOT NULL
);
INSERT INTO search_index_state (id, catalog_version) VALUES (1, 0);

CREATE FUNCTION refresh_search_index() RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  wanted INTEGER;
BEGIN
  -- Two servers seeing the change at once rebuild one after the other; the second finds nothing to do.
  PERFORM pg_advisory_xact_lock(72410032);
  SELECT version INTO wanted FROM catalog_version WHERE id = 1;
  IF (SELECT catalog_version FROM search_index_state WHERE id = 1) = wanted THEN
    RETURN wanted;
  END IF;

  DELETE FROM search_document;
  INSERT INTO search_document (kind, ref_id, document)
  SELECT 'product', p.id,
    setweight(to_tsvector('sencha_search', i.name || ' ' || p.name), 'A') ||
    setweight(to_tsvector('sencha_search',
      concat_ws(' ', t.name, r.name, r.country, fl.names)), 'B') ||
    setweight(to_tsvector('sencha_search', replace(i.form, '-', ' ')), 'C') ||
    setweight(to_tsvector('sencha_search', i.description), 'D')
  FROM tea_item_product p
  JOIN tea_item i ON i.id = p.tea_item_id
  JOIN tea_type t ON t.id = i.tea_type_id
  LEFT JOIN tea_region r ON r.id = i.tea_region_id
  LEFT JOIN LATERAL (
    SELECT string_agg(f.name, ' ') AS names
    FROM tea_item_flavour x JOIN tea_flavour f ON f.id = x.tea_flavour_id
    WHERE x.tea_item_id = i.id
  ) fl ON true;
  INSERT INTO search_document (kind, ref_id, document)
  SELECT 'type', id, setweight(to_tsvector('sencha_search', name), 'A') FROM tea_type;
  INSERT INTO search_document (kind, ref_id, document)
  SELECT 'region', id,
    setweight(to_tsvector('sencha_search', name), 'A') || setweight(to_tsvector('sencha_search', country), 'B')
  FROM tea_region;
  INSERT INTO search_document (kind, ref_id, document)
  SELECT 'flavour', id, setweight(to_tsvector('sencha_search', name), 'A') FROM tea_flavour;

  DELETE FROM search_word;
  INSERT INTO search_word (word)
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(unaccent(lower(concat_ws(' ', i.name, i.description))), '[^a-z0-9]+') AS w
    FROM tea_item i
    UNION ALL SELECT regexp_split_to_table(unaccent(lower(name)), '[^a-z0-9]+') FROM tea_item_product
    UNION ALL SELECT regexp_split_to_table(unaccent(lower(name)), '[^a-z0-9]+') FROM tea_type
    UNION ALL SELECT regexp_split_to_table(unaccent(lower(name || ' ' || country)), '[^a-z0-9]+') FROM tea_region
    UNION ALL SELECT regexp_split_to_table(unaccent(lower(name)), '[^a-z0-9]+') FROM tea_flavour
  ) words
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$';

  UPDATE search_index_state SET catalog_version = wanted WHERE id = 1;
  RETURN wanted;
END;
$$;
`,
  },
];

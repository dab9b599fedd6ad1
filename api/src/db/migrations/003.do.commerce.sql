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

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

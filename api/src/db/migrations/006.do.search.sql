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

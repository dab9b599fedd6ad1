-- The menu, the spec and the section's page all say 'Teawares' (shops seeded before this said 'Tea Wares'). A
-- name an operator chose since is left alone.
UPDATE tea_type SET name = 'Teawares' WHERE slug = 'tea-wares' AND name = 'Tea Wares';

-- The nine game categories of SPEC.md §3, in their order.
INSERT INTO "game_categories" ("game_name", "sort_order") VALUES
  ('BLT', 1), ('L3C', 2), ('L4C 1', 3), ('L4C 2', 4), ('L4C 3', 5),
  ('L5C 1', 6), ('L5C 2', 7), ('L5C 3', 8), ('MRG', 9)
ON CONFLICT ("game_name") DO NOTHING;

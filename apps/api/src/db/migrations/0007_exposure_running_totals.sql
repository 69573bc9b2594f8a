ALTER TABLE "limit_totals" ADD COLUMN "payout" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_totals" ADD COLUMN "tickets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill from the tickets not deleted, per limit scope the sale raised (All, the seller's group
-- at the sale, the seller). The multiplier index per game is its first in the domain's PAYOUT_POSITIONS; the
-- rounding per line is the settlement's. Existing totals are kept: they are the limits' truth.
INSERT INTO "limit_totals" ("company_id", "lottery_category_id", "draw_date", "game_category", "number", "scope_key", "total", "payout", "tickets")
SELECT l."company_id", l."lottery_category_id", l."draw_date", l."game_category", l."number", s."scope_key",
       sum(CASE WHEN l."bonus" THEN 0 ELSE l."amount" END),
       sum(round(l."amount" * (t."multipliers" ->> (CASE l."game_category"
         WHEN 'BLT' THEN 0 WHEN 'L3C' THEN 3 WHEN 'L4C 1' THEN 4 WHEN 'L4C 2' THEN 5 WHEN 'L4C 3' THEN 6
         WHEN 'L5C 1' THEN 7 WHEN 'L5C 2' THEN 8 WHEN 'L5C 3' THEN 9 WHEN 'MRG' THEN 10 END))::numeric)),
       count(DISTINCT l."ticket_id")
FROM "ticket_lines" l
JOIN "tickets" t ON t."id" = l."ticket_id" AND t."deleted_at" IS NULL
CROSS JOIN LATERAL (VALUES ('all'), ('supervisor:' || t."supervisor_id"), ('seller:' || t."seller_id")) AS s("scope_key")
WHERE s."scope_key" IS NOT NULL
GROUP BY l."company_id", l."lottery_category_id", l."draw_date", l."game_category", l."number", s."scope_key"
ON CONFLICT ("company_id", "lottery_category_id", "draw_date", "game_category", "number", "scope_key")
DO UPDATE SET "payout" = excluded."payout", "tickets" = excluded."tickets";

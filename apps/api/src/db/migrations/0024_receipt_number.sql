-- Issue 38: a cash receipt printed its entry's id. Each entry now has a number for people, 1, 2, 3…
-- per company in the order entries were recorded; those already stored are numbered that way.
ALTER TABLE "seller_ledger" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "seller_ledger" AS l SET "number" = n."number"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at", "id") AS "number"
  FROM "seller_ledger"
) AS n
WHERE n."id" = l."id";--> statement-breakpoint
ALTER TABLE "seller_ledger" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_company_number_key" ON "seller_ledger" USING btree ("company_id","number");

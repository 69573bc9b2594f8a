CREATE TABLE "result_fetches" (
	"catalog_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"tried_at" timestamp with time zone NOT NULL,
	CONSTRAINT "result_fetches_catalog_id_draw_date_pk" PRIMARY KEY("catalog_id","draw_date")
);
--> statement-breakpoint
CREATE TABLE "result_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"source" text NOT NULL,
	"pick3" text,
	"pick4" text,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"fetched_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"raw" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text
);
--> statement-breakpoint
CREATE TABLE "result_source_health" (
	"source" text PRIMARY KEY NOT NULL,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"last_ok_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "result_fetches" ADD CONSTRAINT "result_fetches_catalog_id_draw_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."draw_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_proposals" ADD CONSTRAINT "result_proposals_catalog_id_draw_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."draw_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_proposals_draw_source_key" ON "result_proposals" USING btree ("catalog_id","draw_date","source");--> statement-breakpoint
-- The Texas draws are read from the Texas Lottery's CSV files (modules/result-sources, texas-csv).
UPDATE "draw_catalog" SET "source" = 'texas-csv' WHERE "state" = 'Texas' AND "source" IS NULL;

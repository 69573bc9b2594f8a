CREATE TABLE "draw_catalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"draw_name" text NOT NULL,
	"game3_name" text NOT NULL,
	"game4_name" text NOT NULL,
	"game3_time" text NOT NULL,
	"game4_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"verified_on" date,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_categories" ADD COLUMN "catalog_id" uuid;--> statement-breakpoint
ALTER TABLE "lottery_categories" ADD COLUMN "close_minutes_before" integer;--> statement-breakpoint
ALTER TABLE "lottery_categories" ADD COLUMN "no_draw_dates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_catalog_state_draw_key" ON "draw_catalog" USING btree (lower("state"),lower("draw_name"));--> statement-breakpoint
ALTER TABLE "lottery_categories" ADD CONSTRAINT "lottery_categories_catalog_id_draw_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."draw_catalog"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- The seed (issue 40): the draws Haitian banks sell, from the facts gathered in November 2026. Every
-- entry is unverified (verified_on null: "verify before use") until the admin checks it against the
-- lottery's own page; the holidays 01-01 and 12-25 are one peer's list, to verify too.
INSERT INTO "draw_catalog" ("state", "draw_name", "game3_name", "game4_name", "game3_time", "game4_time", "time_zone", "weekdays", "holidays", "source_url", "source") VALUES
  ('New York', 'Midday', 'Numbers', 'Win 4', '14:20', '14:30', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', 'https://data.ny.gov/resource/hsys-3def.json', 'ny-open-data'),
  ('New York', 'Evening', 'Numbers', 'Win 4', '22:30', '22:30', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', 'https://data.ny.gov/resource/hsys-3def.json', 'ny-open-data'),
  ('Florida', 'Midday', 'Pick 3', 'Pick 4', '13:30', '13:30', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Florida', 'Evening', 'Pick 3', 'Pick 4', '21:45', '21:45', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Georgia', 'Midday', 'Cash 3', 'Cash 4', '12:29', '12:29', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Georgia', 'Evening', 'Cash 3', 'Cash 4', '18:59', '18:59', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Georgia', 'Night', 'Cash 3', 'Cash 4', '23:34', '23:34', 'America/New_York', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Tennessee', 'Morning', 'Cash 3', 'Cash 4', '09:28', '09:28', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Tennessee', 'Midday', 'Cash 3', 'Cash 4', '12:28', '12:28', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Tennessee', 'Evening', 'Cash 3', 'Cash 4', '18:28', '18:28', 'America/Chicago', '{0,1,2,3,4,5,6}', '{01-01,12-25}', null, null),
  ('Texas', 'Morning', 'Pick 3', 'Daily 4', '10:00', '10:00', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, 'texas-csv'),
  ('Texas', 'Day', 'Pick 3', 'Daily 4', '12:27', '12:27', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, 'texas-csv'),
  ('Texas', 'Evening', 'Pick 3', 'Daily 4', '18:00', '18:00', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, 'texas-csv'),
  ('Texas', 'Night', 'Pick 3', 'Daily 4', '22:12', '22:12', 'America/Chicago', '{1,2,3,4,5,6}', '{01-01,12-25}', null, 'texas-csv')
ON CONFLICT DO NOTHING;

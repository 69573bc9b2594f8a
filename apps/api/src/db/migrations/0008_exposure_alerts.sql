CREATE TABLE "exposure_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"game_category" text NOT NULL,
	"number" text NOT NULL,
	"scope_key" text NOT NULL,
	"supervisor_id" uuid,
	"total" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alert_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_alerts_key" ON "exposure_alerts" USING btree ("company_id","lottery_category_id","draw_date","game_category","number");
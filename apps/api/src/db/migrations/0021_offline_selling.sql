CREATE TABLE "offline_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"key" text NOT NULL,
	"budget" bigint NOT NULL,
	"cap_per_number" bigint NOT NULL,
	"rules" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"stops_at" timestamp with time zone NOT NULL,
	"grace_minutes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"used" bigint DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_sig" text DEFAULT '' NOT NULL,
	"broken" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"sale_key" text NOT NULL,
	"seq" integer NOT NULL,
	"sold_at" text NOT NULL,
	"lines" jsonb NOT NULL,
	"prev" text NOT NULL,
	"sig" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"over_limit" boolean DEFAULT false NOT NULL,
	"ticket_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_budget" bigint DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_cap" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_stop_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_max_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_tickets" ADD CONSTRAINT "offline_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_tickets" ADD CONSTRAINT "offline_tickets_grant_id_offline_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."offline_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_tickets" ADD CONSTRAINT "offline_tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_tickets" ADD CONSTRAINT "offline_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_grants_seller_idx" ON "offline_grants" USING btree ("seller_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_tickets_seller_key" ON "offline_tickets" USING btree ("seller_id","sale_key");--> statement-breakpoint
CREATE INDEX "offline_tickets_company_held" ON "offline_tickets" USING btree ("company_id","state","draw_date");
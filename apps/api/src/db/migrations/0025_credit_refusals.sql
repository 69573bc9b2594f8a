CREATE TABLE "seller_credit_refusals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_credit_refusals_pkey" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
ALTER TABLE "seller_credit_refusals" ADD CONSTRAINT "seller_credit_refusals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_credit_refusals" ADD CONSTRAINT "seller_credit_refusals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_credit_refusals_company_day_idx" ON "seller_credit_refusals" USING btree ("company_id","day");
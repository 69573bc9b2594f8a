CREATE TABLE "branch_payment_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "bonus_flag" boolean;--> statement-breakpoint
ALTER TABLE "branch_payment_terms" ADD CONSTRAINT "branch_payment_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_payment_terms" ADD CONSTRAINT "branch_payment_terms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_payment_terms" ADD CONSTRAINT "branch_payment_terms_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_payment_terms_branch_category_key" ON "branch_payment_terms" USING btree ("branch_id","lottery_category_id");
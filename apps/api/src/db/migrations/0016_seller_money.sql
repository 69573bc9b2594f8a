-- Issue 26, seller money: commission rates, the seller payout limit and credit limits (company
-- and seller), the rate each ticket keeps (null for tickets sold before: a bank's past was settled
-- outside Tiraj, so it starts every balance at 0 and records an opening balance), the append-only
-- seller ledger, the seller's day figures and its running balance (db/functions/seller-money.sql).
CREATE TABLE "seller_balances" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"commission_exact" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_days_pkey" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverses" uuid
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seller_commission_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "supervisor_commission_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seller_payout_limit" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_rate" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "commission_rate" integer;--> statement-breakpoint
ALTER TABLE "seller_balances" ADD CONSTRAINT "seller_balances_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_reverses_seller_ledger_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."seller_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_days_company_day_idx" ON "seller_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_day_idx" ON "seller_ledger" USING btree ("seller_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_reverses_key" ON "seller_ledger" USING btree ("reverses") WHERE "seller_ledger"."reverses" is not null;
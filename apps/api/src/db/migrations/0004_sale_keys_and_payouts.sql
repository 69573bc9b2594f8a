ALTER TABLE "companies" ADD COLUMN "sellers_pay_any_ticket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sale_key" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sale_fingerprint" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_out_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_seller_sale_key_key" ON "tickets" USING btree ("seller_id","sale_key") WHERE "tickets"."sale_key" is not null;--> statement-breakpoint
CREATE INDEX "tickets_paid_out_idx" ON "tickets" USING btree ("paid_out_by","paid_out_at") WHERE "tickets"."paid_out_at" is not null;
CREATE TABLE "lotterysoft_counters" (
	"seller_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "lotterysoft_counters_seller_id_lottery_category_id_draw_date_pk" PRIMARY KEY("seller_id","lottery_category_id","draw_date")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lotterysoft_devices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "lotterysoft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "lotterysoft_number" integer;--> statement-breakpoint
ALTER TABLE "lotterysoft_counters" ADD CONSTRAINT "lotterysoft_counters_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotterysoft_counters" ADD CONSTRAINT "lotterysoft_counters_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_lotterysoft_number_key" ON "tickets" USING btree ("seller_id","draw_date","lottery_category_id","lotterysoft_number") WHERE "tickets"."lotterysoft_number" is not null;
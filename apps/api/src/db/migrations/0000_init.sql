CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_path" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"bonus_flag" boolean DEFAULT false NOT NULL,
	"cancel_window_minutes" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"role" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"imei" text,
	"supervisor_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"game_category" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "game_categories_game_name_unique" UNIQUE("game_name")
);
--> statement-breakpoint
CREATE TABLE "limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"owner_id" uuid,
	"scope_key" text NOT NULL,
	"limits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "percentage_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"limits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winning_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"numbers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_totals" (
	"company_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"game_category" text NOT NULL,
	"number" text NOT NULL,
	"scope_key" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "limit_totals_company_id_lottery_category_id_draw_date_game_category_number_scope_key_pk" PRIMARY KEY("company_id","lottery_category_id","draw_date","game_category","number","scope_key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"party_a" uuid,
	"party_b" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"game_category" text NOT NULL,
	"number" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bonus" boolean DEFAULT false NOT NULL,
	"win_flag" boolean DEFAULT false NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ticket_code" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"supervisor_id" uuid,
	"lottery_category_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"multipliers" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_numbers" ADD CONSTRAINT "block_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_numbers" ADD CONSTRAINT "block_numbers_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limits" ADD CONSTRAINT "limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limits" ADD CONSTRAINT "limits_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_alerts" ADD CONSTRAINT "payment_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "percentage_limits" ADD CONSTRAINT "percentage_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "percentage_limits" ADD CONSTRAINT "percentage_limits_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winning_numbers" ADD CONSTRAINT "winning_numbers_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_lottery_category_id_lottery_categories_id_fk" FOREIGN KEY ("lottery_category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_key" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_imei_key" ON "users" USING btree ("imei") WHERE "users"."imei" is not null;--> statement-breakpoint
CREATE INDEX "users_company_role_idx" ON "users" USING btree ("company_id","role");--> statement-breakpoint
CREATE INDEX "users_supervisor_idx" ON "users" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_numbers_key" ON "block_numbers" USING btree ("company_id","lottery_category_id","game_category","number");--> statement-breakpoint
CREATE UNIQUE INDEX "limits_owner_key" ON "limits" USING btree ("company_id","lottery_category_id","scope_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_categories_name_lower_key" ON "lottery_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payment_alerts_company_idx" ON "payment_alerts" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_company_category_key" ON "payment_terms" USING btree ("company_id","lottery_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "percentage_limits_company_category_key" ON "percentage_limits" USING btree ("company_id","lottery_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "winning_numbers_category_date_key" ON "winning_numbers" USING btree ("lottery_category_id","draw_date");--> statement-breakpoint
CREATE INDEX "winning_numbers_date_idx" ON "winning_numbers" USING btree ("draw_date");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("company_id","seller_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_lines_ticket_idx" ON "ticket_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_lines_draw_idx" ON "ticket_lines" USING btree ("lottery_category_id","draw_date");--> statement-breakpoint
CREATE INDEX "ticket_lines_seller_date_idx" ON "ticket_lines" USING btree ("seller_id","draw_date","lottery_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_code_key" ON "tickets" USING btree ("company_id","ticket_code");--> statement-breakpoint
CREATE INDEX "tickets_company_date_idx" ON "tickets" USING btree ("company_id","draw_date");--> statement-breakpoint
CREATE INDEX "tickets_seller_date_idx" ON "tickets" USING btree ("seller_id","draw_date");--> statement-breakpoint
CREATE INDEX "tickets_draw_idx" ON "tickets" USING btree ("lottery_category_id","draw_date");
DROP INDEX "ticket_lines_draw_idx";--> statement-breakpoint
CREATE INDEX "ticket_lines_winners_idx" ON "ticket_lines" USING btree ("lottery_category_id","draw_date") WHERE "ticket_lines"."win_flag";--> statement-breakpoint
CREATE INDEX "tickets_report_company_idx" ON "tickets" USING btree ("company_id","draw_date","seller_id","lottery_category_id","total_amount","paid_amount") WHERE "tickets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_report_date_idx" ON "tickets" USING btree ("draw_date","company_id","lottery_category_id","total_amount","paid_amount") WHERE "tickets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_lines_draw_idx" ON "ticket_lines" USING btree ("lottery_category_id","draw_date","number");
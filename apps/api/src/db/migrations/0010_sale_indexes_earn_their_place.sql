-- Fewer index entries per sale (issue 16 point 3, bench/RESULTS.md): tickets' (company, date) and (lottery, date) merge into the report indexes, no longer partial, deleted_at last; the lines' seller index becomes (company, date, seller), as wide.
DROP INDEX "ticket_lines_seller_date_idx";--> statement-breakpoint
DROP INDEX "tickets_company_date_idx";--> statement-breakpoint
DROP INDEX "tickets_draw_idx";--> statement-breakpoint
DROP INDEX "tickets_report_company_idx";--> statement-breakpoint
DROP INDEX "tickets_report_date_idx";--> statement-breakpoint
CREATE INDEX "ticket_lines_company_date_idx" ON "ticket_lines" USING btree ("company_id","draw_date","seller_id");--> statement-breakpoint
CREATE INDEX "tickets_report_company_idx" ON "tickets" USING btree ("company_id","draw_date","seller_id","lottery_category_id","total_amount","paid_amount","deleted_at");--> statement-breakpoint
CREATE INDEX "tickets_report_date_idx" ON "tickets" USING btree ("draw_date","company_id","lottery_category_id","total_amount","paid_amount","deleted_at");
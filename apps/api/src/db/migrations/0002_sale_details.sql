ALTER TABLE "limit_totals" ADD COLUMN "cap" bigint;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
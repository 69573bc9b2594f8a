-- Issue 36: L5C 3 is now d3·2nd·3rd (packages/domain RESULT_LAYOUTS). A ticket settles by the layout
-- it was sold under: every ticket already stored was sold under LotterySoft's (1: L5C 3 = L3C + 1st
-- lot), so the column is added with 1 for them; every later sale takes today's layout (2).
ALTER TABLE "tickets" ADD COLUMN "result_layout" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "result_layout" SET DEFAULT 2;

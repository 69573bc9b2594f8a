CREATE TABLE "exposure_alert_reads" (
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exposure_alert_reads_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
ALTER TABLE "exposure_alert_reads" ADD CONSTRAINT "exposure_alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alert_reads" ADD CONSTRAINT "exposure_alert_reads_alert_id_exposure_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."exposure_alerts"("id") ON DELETE cascade ON UPDATE no action;
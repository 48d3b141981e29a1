ALTER TABLE "share_links" ALTER COLUMN "analysis_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bias_reports" ALTER COLUMN "input" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bias_reports" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "bias_report_id" uuid;--> statement-breakpoint
ALTER TABLE "bias_reports" ADD COLUMN "analysis_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_bias_report_id_bias_reports_id_fk" FOREIGN KEY ("bias_report_id") REFERENCES "public"."bias_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bias_reports" ADD CONSTRAINT "bias_reports_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_bias_report_id_idx" ON "share_links" USING btree ("bias_report_id");--> statement-breakpoint
ALTER TABLE "bias_reports" ADD CONSTRAINT "bias_reports_analysis_id_unique" UNIQUE("analysis_id");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_one_subject" CHECK (num_nonnulls("share_links"."analysis_id", "share_links"."bias_report_id") = 1);--> statement-breakpoint
ALTER TABLE "bias_reports" ADD CONSTRAINT "bias_reports_kind_shape" CHECK (("bias_reports"."kind" = 'questions' and "bias_reports"."input" is not null and "bias_reports"."result" is not null and "bias_reports"."analysis_id" is null) or ("bias_reports"."kind" = 'site' and "bias_reports"."analysis_id" is not null and "bias_reports"."input" is null and "bias_reports"."result" is null and "bias_reports"."owner_key_hash" is null and "bias_reports"."user_id" is null));
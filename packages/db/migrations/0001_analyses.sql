CREATE TYPE "public"."analysis_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."share_link_view" AS ENUM('standard', 'comprehensive', 'comprehensive-whitelabel');--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" "analysis_status" DEFAULT 'queued' NOT NULL,
	"stage" text,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"scores" jsonb,
	"report" jsonb,
	"owner_key_hash" text,
	"user_id" uuid,
	"ip_hash" text NOT NULL,
	"notify_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"submission_type" text NOT NULL,
	"analysis_types" jsonb NOT NULL,
	"synthetic_id" uuid,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"view" "share_link_view" DEFAULT 'standard' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_submissions" ADD CONSTRAINT "domain_submissions_synthetic_id_analyses_id_fk" FOREIGN KEY ("synthetic_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_domain_created_idx" ON "analyses" USING btree ("domain","created_at");--> statement-breakpoint
CREATE INDEX "analyses_ip_hash_created_idx" ON "analyses" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "analyses_owner_key_hash_idx" ON "analyses" USING btree ("owner_key_hash");--> statement-breakpoint
CREATE INDEX "analyses_user_id_idx" ON "analyses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "domain_submissions_created_idx" ON "domain_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "share_links_analysis_id_idx" ON "share_links" USING btree ("analysis_id");
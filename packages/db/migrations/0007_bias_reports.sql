CREATE TABLE "bias_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key_hash" text,
	"user_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bias_reports" ADD CONSTRAINT "bias_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bias_reports_owner_key_hash_idx" ON "bias_reports" USING btree ("owner_key_hash");--> statement-breakpoint
CREATE INDEX "bias_reports_user_id_idx" ON "bias_reports" USING btree ("user_id");
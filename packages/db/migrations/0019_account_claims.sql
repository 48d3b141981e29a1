CREATE TABLE "account_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"analyses" integer DEFAULT 0 NOT NULL,
	"surveys" integer DEFAULT 0 NOT NULL,
	"ideas" integer DEFAULT 0 NOT NULL,
	"bias_reports" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_claims" ADD CONSTRAINT "account_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_claims_user_created_idx" ON "account_claims" USING btree ("user_id","created_at");

CREATE TYPE "public"."entitlement_feature" AS ENUM('comprehensive', 'detailed', 'whitelabel');--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feature" "entitlement_feature" NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "entitlements_user_feature_unique" UNIQUE("user_id","feature")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_logo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
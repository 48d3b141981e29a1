CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_email_status" text DEFAULT 'pending' NOT NULL,
	"confirmation_email_sent_at" timestamp with time zone,
	CONSTRAINT "enquiries_kind_known" CHECK ("enquiries"."kind" in ('contact', 'apply', 'schedule-call', 'partner', 'enterprise')),
	CONSTRAINT "enquiries_details_object" CHECK (jsonb_typeof("enquiries"."details") = 'object'),
	CONSTRAINT "enquiries_email_status_known" CHECK ("enquiries"."confirmation_email_status" in ('pending', 'sent', 'failed', 'not_sent'))
);
--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");
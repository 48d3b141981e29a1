ALTER TABLE "analyses" ADD COLUMN "pages_in_progress" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "progress_at" timestamp with time zone;
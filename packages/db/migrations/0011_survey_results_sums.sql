CREATE TABLE "survey_results_sums" (
	"survey_id" uuid NOT NULL,
	"key" text NOT NULL,
	"until" timestamp (3) with time zone NOT NULL,
	"complete" integer NOT NULL,
	"checksum" numeric NOT NULL,
	"part" jsonb NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_results_sums_survey_id_key_pk" PRIMARY KEY("survey_id","key")
);
--> statement-breakpoint
ALTER TABLE "survey_results_sums" ADD CONSTRAINT "survey_results_sums_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
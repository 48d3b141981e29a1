-- Complete responses never change, so results read them from blocks: a survey's complete responses,
-- BLOCK_SIZE at a time, encoded column by column (apps/server/src/surveys/answer-segment.ts) in one
-- bytea, so a server loads 100,000 responses by reading a hundred rows instead of two million
-- answers. survey_responses.block is the block a response is sealed into (null: not yet).
ALTER TABLE "survey_responses" ADD COLUMN "block" integer;--> statement-breakpoint
CREATE TABLE "survey_answer_blocks" (
	"survey_id" uuid NOT NULL,
	"block" integer NOT NULL,
	"responses" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answer_blocks_survey_id_block_pk" PRIMARY KEY("survey_id","block")
);
--> statement-breakpoint
ALTER TABLE "survey_answer_blocks" ADD CONSTRAINT "survey_answer_blocks_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The responses not in a block (partial ones, and complete ones not sealed yet) are read on every
-- results read: few, through this index.
CREATE INDEX "survey_responses_unsealed_idx" ON "survey_responses" USING btree ("survey_id") WHERE "block" IS NULL;--> statement-breakpoint
DROP INDEX "survey_responses_partial_idx";--> statement-breakpoint
-- Kept sums are replaced by the blocks.
DROP TABLE "survey_results_sums";--> statement-breakpoint
-- A deleted complete response's copy now only says it was deleted (a block still holds its answers,
-- which results leave out): its answers are no longer copied.
DROP TABLE "survey_deleted_answers";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "survey_keep_deleted_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'complete' AND EXISTS (SELECT 1 FROM surveys WHERE id = OLD.survey_id) THEN
		INSERT INTO survey_deleted_responses (id, survey_id, version_id, response_key, status, source, shown_question_ids, ip_hash, started_at, updated_at, completed_at)
		VALUES (OLD.id, OLD.survey_id, OLD.version_id, OLD.response_key, OLD.status, OLD.source, OLD.shown_question_ids, OLD.ip_hash, OLD.started_at, OLD.updated_at, OLD.completed_at)
		ON CONFLICT (id) DO NOTHING;
	END IF;
	RETURN OLD;
END
$$;

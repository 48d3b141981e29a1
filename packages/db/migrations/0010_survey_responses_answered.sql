CREATE INDEX "survey_responses_survey_answered_idx" ON "survey_responses" USING btree ("survey_id",coalesce("completed_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "survey_responses_partial_idx" ON "survey_responses" USING btree ("survey_id",coalesce("completed_at", "updated_at")) WHERE "survey_responses"."status" = 'partial';--> statement-breakpoint
-- The planner needs the new expression's statistics to see how few responses a recent range holds.
ANALYZE "survey_responses";
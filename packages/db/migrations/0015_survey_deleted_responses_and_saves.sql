CREATE TABLE "survey_deleted_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"response_key" uuid NOT NULL,
	"status" "survey_response_status" NOT NULL,
	"source" text NOT NULL,
	"shown_question_ids" text[] NOT NULL,
	"ip_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deletion" bigint GENERATED ALWAYS AS IDENTITY (sequence name "survey_deleted_responses_deletion_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_deleted_answers" (
	"response_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "survey_deleted_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "survey_deleted_responses" ADD CONSTRAINT "survey_deleted_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_deleted_answers" ADD CONSTRAINT "survey_deleted_answers_response_id_survey_deleted_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_deleted_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_deleted_responses_survey_deletion_idx" ON "survey_deleted_responses" USING btree ("survey_id","deletion");--> statement-breakpoint
-- Before a complete response is deleted, what it held is copied (its answers are still there: the
-- cascade to survey_answers runs after the row is gone), so that kept sums can subtract it. Not when
-- its survey is being deleted with it (the survey row is already gone then): nothing is kept of it.
-- Partial responses are gathered anew on every read and need no copy.
CREATE FUNCTION "survey_keep_deleted_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'complete' AND EXISTS (SELECT 1 FROM surveys WHERE id = OLD.survey_id) THEN
		INSERT INTO survey_deleted_responses (id, survey_id, version_id, response_key, status, source, shown_question_ids, ip_hash, started_at, updated_at, completed_at)
		VALUES (OLD.id, OLD.survey_id, OLD.version_id, OLD.response_key, OLD.status, OLD.source, OLD.shown_question_ids, OLD.ip_hash, OLD.started_at, OLD.updated_at, OLD.completed_at)
		ON CONFLICT (id) DO NOTHING;
		INSERT INTO survey_deleted_answers (response_id, survey_id, question_id, value)
		SELECT response_id, survey_id, question_id, value FROM survey_answers WHERE response_id = OLD.id
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "survey_responses_keep_deleted" BEFORE DELETE ON "survey_responses" FOR EACH ROW EXECUTE FUNCTION "survey_keep_deleted_response"();
--> statement-breakpoint
-- A respondent's save (upsertSurveyResponse) in one call: creates the response for a new key, locks
-- it, and unless it is complete replaces its answers and updates it. Each statement of a volatile
-- function sees what committed before it (read committed), as separate statements of a transaction
-- would: a concurrent save of the same key waits at the lock, then reads the answers it left. One
-- round trip instead of five (begin, insert, lock, write, commit), with plans kept per connection.
-- `outcome`: saved, unchanged (already complete with exactly these answers: a retried completion)
-- or already_complete (completed with others, which stand).
CREATE FUNCTION "survey_save_response"(p_survey_id uuid, p_version_id uuid, p_response_key uuid, p_answers jsonb, p_complete boolean, p_source text, p_shown_question_ids text[], p_ip_hash text, p_now timestamptz)
RETURNS TABLE (outcome text, response survey_responses) LANGUAGE plpgsql AS $$
DECLARE
	saved survey_responses;
BEGIN
	INSERT INTO survey_responses (survey_id, version_id, response_key, source, ip_hash, started_at, updated_at)
	VALUES (p_survey_id, p_version_id, p_response_key, p_source, p_ip_hash, p_now, p_now)
	ON CONFLICT (survey_id, response_key) DO NOTHING;
	SELECT * INTO saved FROM survey_responses r WHERE r.survey_id = p_survey_id AND r.response_key = p_response_key FOR UPDATE;
	IF saved.status = 'complete' THEN
		outcome := CASE
			WHEN p_complete AND saved.version_id = p_version_id
				AND coalesce((SELECT jsonb_object_agg(a.question_id, a.value) FROM survey_answers a WHERE a.response_id = saved.id), '{}'::jsonb) = p_answers
			THEN 'unchanged' ELSE 'already_complete' END;
		response := saved;
		RETURN NEXT;
		RETURN;
	END IF;
	DELETE FROM survey_answers a WHERE a.response_id = saved.id AND NOT (a.question_id = ANY (ARRAY(SELECT jsonb_object_keys(p_answers))));
	INSERT INTO survey_answers (response_id, survey_id, question_id, value)
	SELECT saved.id, p_survey_id, given.key, given.value FROM jsonb_each(p_answers) AS given
	ON CONFLICT (response_id, question_id) DO UPDATE SET value = excluded.value;
	UPDATE survey_responses r SET
		version_id = p_version_id,
		status = CASE WHEN p_complete THEN 'complete' ELSE 'partial' END::survey_response_status,
		source = p_source,
		shown_question_ids = p_shown_question_ids,
		updated_at = p_now,
		completed_at = CASE WHEN p_complete THEN p_now END
	WHERE r.id = saved.id
	RETURNING * INTO saved;
	outcome := 'saved';
	response := saved;
	RETURN NEXT;
END
$$;

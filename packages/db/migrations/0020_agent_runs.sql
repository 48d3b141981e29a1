CREATE TABLE "agent_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"start_url" text NOT NULL,
	"task" text NOT NULL,
	"persona" text NOT NULL,
	"status" "analysis_status" DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"decision_maker" text,
	"findings" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"owner_key_hash" text,
	"user_id" uuid,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "agent_run_steps" (
	"run_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"action" text NOT NULL,
	"target" jsonb,
	"value" text,
	"reason" text NOT NULL,
	"score" jsonb,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"screenshot" text,
	CONSTRAINT "agent_run_steps_run_id_index_pk" PRIMARY KEY("run_id","index")
);
--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_run_steps" ADD CONSTRAINT "agent_run_steps_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_runs_ip_hash_created_idx" ON "agent_runs" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "agent_runs_owner_key_hash_idx" ON "agent_runs" USING btree ("owner_key_hash");--> statement-breakpoint
CREATE INDEX "agent_runs_user_id_idx" ON "agent_runs" USING btree ("user_id");

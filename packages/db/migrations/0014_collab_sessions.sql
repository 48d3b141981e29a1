CREATE TABLE "collab_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key_hash" text,
	"user_id" uuid,
	"title" text NOT NULL,
	"agenda" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_session_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "collab_session_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "collab_session_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collab_session_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_sessions" ADD CONSTRAINT "collab_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_session_invites" ADD CONSTRAINT "collab_session_invites_session_id_collab_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collab_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_session_updates" ADD CONSTRAINT "collab_session_updates_session_id_collab_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collab_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_sessions_owner_key_hash_idx" ON "collab_sessions" USING btree ("owner_key_hash");--> statement-breakpoint
CREATE INDEX "collab_sessions_user_id_idx" ON "collab_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collab_session_invites_session_id_idx" ON "collab_session_invites" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "collab_session_updates_session_id_idx" ON "collab_session_updates" USING btree ("session_id","id");

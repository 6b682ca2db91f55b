CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"muted_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"author_id" uuid,
	"client_id" uuid NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"text" text NOT NULL,
	"question_id" uuid,
	"reply_to_seq" bigint,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"message_seq" bigint,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exam_key" text,
	"visibility" text NOT NULL,
	"kind" text DEFAULT 'open' NOT NULL,
	"cover" text NOT NULL,
	"organization_id" uuid,
	"batch_id" uuid,
	"invite_code" text NOT NULL,
	"created_by_id" uuid,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_moderation_log" ADD CONSTRAINT "group_moderation_log_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_moderation_log" ADD CONSTRAINT "group_moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_moderation_log" ADD CONSTRAINT "group_moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_group_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."group_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_group_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."group_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_messages_seq_unique" ON "group_messages" USING btree ("group_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "group_messages_client_unique" ON "group_messages" USING btree ("group_id","author_id","client_id");--> statement-breakpoint
CREATE INDEX "group_messages_author_created_idx" ON "group_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "group_moderation_log_group_idx" ON "group_moderation_log" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_invite_code_unique" ON "groups" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_batch_unique" ON "groups" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "groups_public_activity_idx" ON "groups" USING btree ("last_activity_at") WHERE "groups"."visibility" = 'public' and "groups"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
-- Every batch has its own group (docs/community.md "Batch groups"): the batches made before this
-- migration get theirs here, with their students as members and their teachers and the institute's
-- admins as the group's admins. Later batches get theirs from the batch services.
INSERT INTO "groups" ("name", "description", "exam_key", "visibility", "kind", "cover", "organization_id", "batch_id", "invite_code", "member_count")
SELECT b."name", '', b."exam_key", 'private', 'batch', '#0f766e', b."organization_id", b."id",
  upper(substr(translate(md5(random()::text || b."id"::text), '01', 'ZY'), 1, 8)), 0
FROM "batches" b WHERE b."archived_at" IS NULL;--> statement-breakpoint
INSERT INTO "group_members" ("group_id", "user_id", "role")
SELECT g."id", bm."user_id", CASE WHEN bm."role" = 'teacher' THEN 'admin' ELSE 'member' END
FROM "groups" g JOIN "batch_members" bm ON bm."batch_id" = g."batch_id"
JOIN "users" u ON u."id" = bm."user_id" AND u."organization_id" = g."organization_id" AND u."org_deactivated_at" IS NULL
WHERE g."kind" = 'batch'
UNION
SELECT g."id", u."id", 'admin' FROM "groups" g JOIN "users" u ON u."organization_id" = g."organization_id" AND u."org_role" = 'admin' AND u."org_deactivated_at" IS NULL
WHERE g."kind" = 'batch'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "groups" g SET "member_count" = (SELECT count(*) FROM "group_members" m WHERE m."group_id" = g."id") WHERE g."kind" = 'batch';

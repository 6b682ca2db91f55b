CREATE TABLE "board_point_counts" (
	"board" text NOT NULL,
	"points" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "board_point_counts_board_points_pk" PRIMARY KEY("board","points")
);
--> statement-breakpoint
CREATE TABLE "board_totals" (
	"board" text NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "board_totals_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
CREATE TABLE "points_awards" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"award_key" text NOT NULL,
	"points" integer NOT NULL,
	"day" date NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_awards_user_id_source_award_key_pk" PRIMARY KEY("user_id","source","award_key")
);
--> statement-breakpoint
CREATE TABLE "notification_dismissals" (
	"user_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_dismissals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "potd_attempts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"solved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "potd_attempts_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "potd_attempts_tries_check" CHECK ("potd_attempts"."wrong_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "potd_problems" (
	"day" date PRIMARY KEY NOT NULL,
	"question_id" uuid NOT NULL,
	"source" text NOT NULL,
	"scheduled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potd_streaks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current" integer NOT NULL,
	"max" integer NOT NULL,
	"last_solved_day" date NOT NULL,
	CONSTRAINT "potd_streaks_check" CHECK ("potd_streaks"."current" >= 1 and "potd_streaks"."max" >= "potd_streaks"."current")
);
--> statement-breakpoint
DROP INDEX "questions_subject_idx";--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "source_ref" text;--> statement-breakpoint
-- Cards already made from a bank question keep their source (the oldest one, should a race have made two).
UPDATE "flashcards" f SET "source_ref" = 'bank:' || f."source_question_id"
 WHERE f."source_question_id" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "flashcards" o
                    WHERE o."user_id" = f."user_id" AND o."source_question_id" = f."source_question_id"
                      AND (o."created_at", o."id") < (f."created_at", f."id"));--> statement-breakpoint
ALTER TABLE "board_totals" ADD CONSTRAINT "board_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_awards" ADD CONSTRAINT "points_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_attempts" ADD CONSTRAINT "potd_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_problems" ADD CONSTRAINT "potd_problems_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_problems" ADD CONSTRAINT "potd_problems_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_streaks" ADD CONSTRAINT "potd_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_totals_top_idx" ON "board_totals" USING btree ("board","points" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "points_awards_user_day_idx" ON "points_awards" USING btree ("user_id","source","day");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "potd_attempts_day_idx" ON "potd_attempts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "potd_problems_question_idx" ON "potd_problems" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcards_user_source_unique" ON "flashcards" USING btree ("user_id","source_ref") WHERE "flashcards"."source_ref" is not null;--> statement-breakpoint
CREATE INDEX "questions_newest_idx" ON "questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject","topic","id");
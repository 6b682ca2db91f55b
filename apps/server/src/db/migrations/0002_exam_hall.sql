CREATE TABLE "attempt_events" (
	"attempt_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" smallint,
	"marked" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_events_attempt_id_seq_pk" PRIMARY KEY("attempt_id","seq")
);
--> statement-breakpoint
CREATE TABLE "attempt_responses" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" smallint,
	"marked" boolean DEFAULT false NOT NULL,
	"seq" integer NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attempt_responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"exam_key" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ranked" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"compensatory_minutes" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_by" text,
	"score_milli" integer,
	"correct" smallint,
	"wrong" smallint,
	"skipped" smallint,
	"section_results" jsonb,
	"time_taken_seconds" integer,
	"rescored_at" timestamp with time zone,
	"previous_score_milli" integer,
	"rescored_question_ids" uuid[]
);
--> statement-breakpoint
CREATE TABLE "exam_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"exam_key" text NOT NULL,
	"title_hi" text NOT NULL,
	"title_en" text NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"series_id" uuid NOT NULL,
	"exam_key" text NOT NULL,
	"title_hi" text NOT NULL,
	"title_en" text NOT NULL,
	"languages" text[] NOT NULL,
	"free" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_sets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" text NOT NULL,
	"text_hi" text NOT NULL,
	"text_en" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option" smallint NOT NULL,
	"explanation_hi" text NOT NULL,
	"explanation_en" text NOT NULL,
	"image_url" text,
	"text_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_text_key_unique" UNIQUE("text_key")
);
--> statement-breakpoint
CREATE TABLE "set_questions" (
	"set_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"section" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "set_questions_set_id_question_id_pk" PRIMARY KEY("set_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "set_score_counts" (
	"set_id" uuid NOT NULL,
	"score_milli" integer NOT NULL,
	"takers" integer NOT NULL,
	CONSTRAINT "set_score_counts_set_id_score_milli_pk" PRIMARY KEY("set_id","score_milli")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensatory_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_responses" ADD CONSTRAINT "attempt_responses_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_series_id_exam_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."exam_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_questions" ADD CONSTRAINT "set_questions_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_questions" ADD CONSTRAINT "set_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_score_counts" ADD CONSTRAINT "set_score_counts_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_active_per_set" ON "attempts" USING btree ("user_id","set_id") WHERE "attempts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_ranked_per_set" ON "attempts" USING btree ("user_id","set_id") WHERE "attempts"."ranked";--> statement-breakpoint
CREATE INDEX "attempts_ranking_idx" ON "attempts" USING btree ("set_id","score_milli") WHERE "attempts"."ranked" and "attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "attempts_due_idx" ON "attempts" USING btree ("deadline") WHERE "attempts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "attempts_user_idx" ON "attempts" USING btree ("user_id","set_id");--> statement-breakpoint
CREATE INDEX "exam_series_exam_idx" ON "exam_series" USING btree ("exam_key","position");--> statement-breakpoint
CREATE INDEX "practice_sets_series_idx" ON "practice_sets" USING btree ("series_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_one_per_attempt" ON "question_reports" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "question_reports_status_idx" ON "question_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "set_questions_position_unique" ON "set_questions" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "set_questions_question_idx" ON "set_questions" USING btree ("question_id");
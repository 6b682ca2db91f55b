CREATE TABLE "topic_progress" (
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "topic_progress_user_id_subject_topic_pk" PRIMARY KEY("user_id","subject","topic")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid,
	"family_key" text,
	"seed" integer,
	"question_ref" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"answer" smallint,
	"correct" boolean,
	"correct_option" smallint,
	"answered_at" timestamp with time zone,
	CONSTRAINT "quiz_questions_quiz_id_position_pk" PRIMARY KEY("quiz_id","position")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"topic" text,
	"length" smallint NOT NULL,
	"timer_seconds" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"answered" smallint DEFAULT 0 NOT NULL,
	"correct" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revise_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_ref" text NOT NULL,
	"question_id" uuid,
	"family_key" text,
	"seed" integer,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"last_answer" smallint NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topic_progress" ADD CONSTRAINT "topic_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revise_items" ADD CONSTRAINT "revise_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revise_items" ADD CONSTRAINT "revise_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_progress_seen_idx" ON "topic_progress" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_recent_idx" ON "quiz_questions" USING btree ("user_id","answered_at") WHERE "quiz_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_user_idx" ON "quizzes" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "quizzes_unfinished_idx" ON "quizzes" USING btree ("user_id") WHERE "quizzes"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "revise_items_user_question_unique" ON "revise_items" USING btree ("user_id","question_ref");--> statement-breakpoint
CREATE INDEX "revise_items_user_idx" ON "revise_items" USING btree ("user_id","added_at");
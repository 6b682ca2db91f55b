CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"copied_from_deck_id" uuid,
	"is_question_deck" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"state" text NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"front_hi" text,
	"front_en" text,
	"back_hi" text,
	"back_en" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_question_id" uuid,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcards_has_a_side_pair" CHECK (("flashcards"."front_hi" is not null and "flashcards"."back_hi" is not null) or ("flashcards"."front_en" is not null and "flashcards"."back_en" is not null))
);
--> statement-breakpoint
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
CREATE TABLE "study_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"focus_seconds" integer NOT NULL,
	"subject" text,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_sessions_end_after_start" CHECK ("study_sessions"."ended_at" > "study_sessions"."started_at"),
	CONSTRAINT "study_sessions_focus_positive" CHECK ("study_sessions"."focus_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(translate(lower(text_hi || ' ' || text_en), U&'\0929\0931\0934\0958\0959\095a\095b\095c\095d\095e\095f', U&'\0928\0930\0933\0915\0916\0917\091c\0921\0922\092b\092f'), '[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u200b-\u200d]', '', 'g'), '[^0-9a-z\u0900-\u0963\u0966-\u096f\u0971-\u097f]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_copied_from_deck_id_flashcard_decks_id_fk" FOREIGN KEY ("copied_from_deck_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_card_id_flashcards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_deck_id_flashcard_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_source_question_id_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_progress" ADD CONSTRAINT "topic_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revise_items" ADD CONSTRAINT "revise_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revise_items" ADD CONSTRAINT "revise_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookmarks_question_idx" ON "bookmarks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "flashcard_decks_user_idx" ON "flashcard_decks" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "flashcard_decks_public_idx" ON "flashcard_decks" USING btree ("updated_at") WHERE "flashcard_decks"."is_public";--> statement-breakpoint
CREATE INDEX "flashcard_decks_copied_from_idx" ON "flashcard_decks" USING btree ("copied_from_deck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_decks_one_question_deck" ON "flashcard_decks" USING btree ("user_id") WHERE "flashcard_decks"."is_question_deck";--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_reviews_client_idx" ON "flashcard_reviews" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_card_idx" ON "flashcard_reviews" USING btree ("card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcards_deck_idx" ON "flashcards" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE INDEX "flashcards_user_due_idx" ON "flashcards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "flashcards_question_user_idx" ON "flashcards" USING btree ("source_question_id","user_id");--> statement-breakpoint
CREATE INDEX "topic_progress_seen_idx" ON "topic_progress" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_recent_idx" ON "quiz_questions" USING btree ("user_id","answered_at") WHERE "quiz_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_user_idx" ON "quizzes" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "quizzes_unfinished_idx" ON "quizzes" USING btree ("user_id") WHERE "quizzes"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "revise_items_user_question_unique" ON "revise_items" USING btree ("user_id","question_ref");--> statement-breakpoint
CREATE INDEX "revise_items_user_idx" ON "revise_items" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_sessions_user_client_idx" ON "study_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "study_sessions_user_day_idx" ON "study_sessions" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "questions_search_trgm_idx" ON "questions" USING gin ("search_text" gin_trgm_ops);
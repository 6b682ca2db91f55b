ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_started_user_idx" ON "attempts" USING btree ("started_at","user_id");--> statement-breakpoint
CREATE INDEX "feedback_type_status_created_idx" ON "feedback" USING btree ("form_type","status","created_at");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_reviewed_user_idx" ON "flashcard_reviews" USING btree ("reviewed_at","user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_answered_user_idx" ON "quiz_questions" USING btree ("answered_at","user_id") WHERE "quiz_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_started_idx" ON "quizzes" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "study_sessions_day_user_idx" ON "study_sessions" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");
CREATE TYPE "public"."exam_key" AS ENUM('general', 'SSC', 'NTPC', 'RAILWAY_GROUP_D', 'RO_ARO', 'UPSI', 'UP_POLICE', 'SSC_CGL_TIER_1', 'IBPS_PO', 'IBPS_CLERK', 'SBI_PO', 'SBI_CLERK', 'RBI_GRADE_B', 'RBI_ASSISTANT', 'NABARD', 'UPSC_CSE', 'UPPSC', 'BPSC', 'MPPSC', 'DSSSB', 'CTET', 'NDA', 'CDS', 'AFCAT');--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "exam_key" SET DATA TYPE "public"."exam_key" USING "exam_key"::"public"."exam_key";--> statement-breakpoint
ALTER TABLE "exam_series" ALTER COLUMN "exam_key" SET DATA TYPE "public"."exam_key" USING "exam_key"::"public"."exam_key";--> statement-breakpoint
ALTER TABLE "practice_sets" ALTER COLUMN "exam_key" SET DATA TYPE "public"."exam_key" USING "exam_key"::"public"."exam_key";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_responses" ADD CONSTRAINT "attempt_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;
DROP INDEX "questions_subject_idx";--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject","topic","id");
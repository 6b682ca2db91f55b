ALTER TABLE "users" ADD COLUMN "target_exam" "exam_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "target_exam_asked_at" timestamp with time zone;
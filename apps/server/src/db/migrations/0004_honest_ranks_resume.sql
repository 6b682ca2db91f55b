ALTER TABLE "attempts" ADD COLUMN "current_question_id" uuid;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "answering_seconds" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "rank_review" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "rank_review_floor_seconds" real;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "rank_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "rank_reviewed_by" uuid;--> statement-breakpoint
CREATE INDEX "attempts_rank_review_idx" ON "attempts" USING btree ("rank_review","submitted_at") WHERE "attempts"."rank_review" is not null;
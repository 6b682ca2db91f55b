ALTER TABLE "flashcards" ADD COLUMN "source_ref" text;--> statement-breakpoint
-- Cards already made from a bank question keep their source (the oldest one, should a race have made two).
UPDATE "flashcards" f SET "source_ref" = 'bank:' || f."source_question_id"
 WHERE f."source_question_id" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "flashcards" o
                    WHERE o."user_id" = f."user_id" AND o."source_question_id" = f."source_question_id"
                      AND (o."created_at", o."id") < (f."created_at", f."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "flashcards_user_source_unique" ON "flashcards" USING btree ("user_id","source_ref") WHERE "flashcards"."source_ref" is not null;

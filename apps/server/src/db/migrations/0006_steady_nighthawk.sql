CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(translate(lower(text_hi || ' ' || text_en), U&'\0929\0931\0934\0958\0959\095a\095b\095c\095d\095e\095f', U&'\0928\0930\0933\0915\0916\0917\091c\0921\0922\092b\092f'), '[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u200b-\u200d]', '', 'g'), '[^0-9a-z\u0900-\u0963\u0966-\u096f\u0971-\u097f]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookmarks_question_idx" ON "bookmarks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_search_trgm_idx" ON "questions" USING gin ("search_text" gin_trgm_ops);
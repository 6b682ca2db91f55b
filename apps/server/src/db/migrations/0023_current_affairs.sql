CREATE TABLE "current_affairs_days" (
	"day" date PRIMARY KEY NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "current_affairs_questions" (
	"day" date NOT NULL,
	"position" smallint NOT NULL,
	"question_id" uuid NOT NULL,
	CONSTRAINT "current_affairs_questions_day_position_pk" PRIMARY KEY("day","position")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fact_date" date;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "ca_day" date;--> statement-breakpoint
ALTER TABLE "current_affairs_days" ADD CONSTRAINT "current_affairs_days_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_affairs_questions" ADD CONSTRAINT "current_affairs_questions_day_current_affairs_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."current_affairs_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_affairs_questions" ADD CONSTRAINT "current_affairs_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "current_affairs_questions_question_unique" ON "current_affairs_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_user_ca_day_unique" ON "quizzes" USING btree ("user_id","ca_day") WHERE "quizzes"."ca_day" is not null;
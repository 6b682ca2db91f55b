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
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_sessions_user_client_idx" ON "study_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "study_sessions_user_day_idx" ON "study_sessions" USING btree ("user_id","day");
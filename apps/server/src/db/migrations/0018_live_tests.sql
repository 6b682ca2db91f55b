CREATE TABLE "live_registrations" (
	"live_test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt_id" uuid,
	"joined_at" timestamp with time zone,
	CONSTRAINT "live_registrations_pk" PRIMARY KEY("live_test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_results" (
	"live_test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid,
	"score_milli" integer NOT NULL,
	"rank" integer NOT NULL,
	"percentile" real NOT NULL,
	"section_ranks" jsonb NOT NULL,
	CONSTRAINT "live_results_pk" PRIMARY KEY("live_test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_key" text NOT NULL,
	"set_id" uuid NOT NULL,
	"title_hi" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"join_minutes" integer DEFAULT 15 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"organization_id" uuid,
	"batch_id" uuid,
	"created_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"publishing_at" timestamp with time zone,
	"results_published_at" timestamp with time zone,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_tests_batch_has_org" CHECK ("live_tests"."batch_id" is null or "live_tests"."organization_id" is not null),
	CONSTRAINT "live_tests_ends_after_start" CHECK ("live_tests"."ends_at" > "live_tests"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_live_test_id_live_tests_id_fk" FOREIGN KEY ("live_test_id") REFERENCES "public"."live_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_results" ADD CONSTRAINT "live_results_live_test_id_live_tests_id_fk" FOREIGN KEY ("live_test_id") REFERENCES "public"."live_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_results" ADD CONSTRAINT "live_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_results" ADD CONSTRAINT "live_results_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_registrations_user_idx" ON "live_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_results_rank_idx" ON "live_results" USING btree ("live_test_id","rank");--> statement-breakpoint
CREATE INDEX "live_tests_starts_idx" ON "live_tests" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "live_tests_due_idx" ON "live_tests" USING btree ("ends_at") WHERE "live_tests"."results_published_at" is null and "live_tests"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "live_tests_set_idx" ON "live_tests" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "live_tests_org_idx" ON "live_tests" USING btree ("organization_id","starts_at");
CREATE TABLE "attendance_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"from_note" text NOT NULL,
	"to_note" text NOT NULL,
	"changed_by_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"marked_by_id" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_batch_id_user_id_day_pk" PRIMARY KEY("batch_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_members" (
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"assigned_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_tests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"exam_key" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organisation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"batch_id" uuid,
	"created_by_id" uuid,
	"max_uses" integer DEFAULT 500 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "organisation_invites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_card_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_card_links_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "report_card_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organisation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"expected_students" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "kind" text DEFAULT 'coaching' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "expected_students" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tests" ADD CONSTRAINT "batch_tests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tests" ADD CONSTRAINT "batch_tests_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tests" ADD CONSTRAINT "batch_tests_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tests" ADD CONSTRAINT "batch_tests_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_links" ADD CONSTRAINT "report_card_links_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_links" ADD CONSTRAINT "report_card_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_links" ADD CONSTRAINT "report_card_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_changes_batch_day_idx" ON "attendance_changes" USING btree ("batch_id","day","changed_at");--> statement-breakpoint
CREATE INDEX "attendance_marks_batch_day_idx" ON "attendance_marks" USING btree ("batch_id","day");--> statement-breakpoint
CREATE INDEX "attendance_marks_user_day_idx" ON "attendance_marks" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_members_pk" ON "batch_members" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "batch_members_user_idx" ON "batch_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "batch_members_org_idx" ON "batch_members" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_tests_batch_set_unique" ON "batch_tests" USING btree ("batch_id","set_id");--> statement-breakpoint
CREATE INDEX "batch_tests_org_opens_idx" ON "batch_tests" USING btree ("organization_id","opens_at");--> statement-breakpoint
CREATE INDEX "batch_tests_set_idx" ON "batch_tests" USING btree ("set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_org_name_unique" ON "batches" USING btree ("organization_id",lower("name")) WHERE "batches"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_invites_org_idx" ON "organisation_invites" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "report_card_links_student_idx" ON "report_card_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "organisation_requests_status_idx" ON "organisation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_requests_one_pending" ON "organisation_requests" USING btree ("applicant_id") WHERE "organisation_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sets_org_idx" ON "practice_sets" USING btree ("organization_id") WHERE "practice_sets"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "questions_org_idx" ON "questions" USING btree ("organization_id","created_at") WHERE "questions"."organization_id" is not null;--> statement-breakpoint
CREATE POLICY "organisations_tenant" ON "organisations" AS PERMISSIVE FOR ALL TO public USING ("organisations"."id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("organisations"."id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "attendance_changes_tenant" ON "attendance_changes" AS PERMISSIVE FOR ALL TO public USING ("attendance_changes"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("attendance_changes"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "attendance_marks_tenant" ON "attendance_marks" AS PERMISSIVE FOR ALL TO public USING ("attendance_marks"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("attendance_marks"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_members_tenant" ON "batch_members" AS PERMISSIVE FOR ALL TO public USING ("batch_members"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("batch_members"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_tests_tenant" ON "batch_tests" AS PERMISSIVE FOR ALL TO public USING ("batch_tests"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("batch_tests"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batches_tenant" ON "batches" AS PERMISSIVE FOR ALL TO public USING ("batches"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("batches"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "organisation_invites_tenant" ON "organisation_invites" AS PERMISSIVE FOR ALL TO public USING ("organisation_invites"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("organisation_invites"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "report_card_links_tenant" ON "report_card_links" AS PERMISSIVE FOR ALL TO public USING ("report_card_links"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("report_card_links"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);
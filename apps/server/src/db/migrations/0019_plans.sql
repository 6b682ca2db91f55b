CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"plan_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt_number" text NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text NOT NULL,
	"chosen_by_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "subscriptions_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "subscriptions_one_owner" CHECK (("subscriptions"."user_id" is null) <> ("subscriptions"."organization_id" is null))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organisations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_chosen_by_id_users_id_fk" FOREIGN KEY ("chosen_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_org" ON "subscriptions" USING btree ("organization_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_org_idx" ON "subscriptions" USING btree ("organization_id","started_at");--> statement-breakpoint
CREATE POLICY "subscriptions_tenant" ON "subscriptions" AS PERMISSIVE FOR ALL TO public USING ("subscriptions"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid) WITH CHECK ("subscriptions"."organization_id" = nullif(current_setting('abhyas.org_id', true), '')::uuid);

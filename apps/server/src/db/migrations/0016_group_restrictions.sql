CREATE TABLE "group_restrictions" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"muted_until" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by_id" uuid,
	CONSTRAINT "group_restrictions_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_restrictions" ADD CONSTRAINT "group_restrictions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_restrictions" ADD CONSTRAINT "group_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_restrictions" ADD CONSTRAINT "group_restrictions_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
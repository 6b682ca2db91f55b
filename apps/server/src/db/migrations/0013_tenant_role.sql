-- The role institute services run as (db/tenant.ts, docs/institutes.md "Isolation"). Roles belong to
-- the whole PostgreSQL cluster, not to one database, so it is made only when missing: every test
-- database of a run and every deployment's database share it.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'abhyas_tenant') THEN
    CREATE ROLE abhyas_tenant NOLOGIN;
  END IF;
END $$;--> statement-breakpoint
-- It may read and write what an institute's work touches; the row-level policies on the institute
-- tables decide which rows. Tables added by later migrations get the same grants.
GRANT USAGE ON SCHEMA public TO abhyas_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO abhyas_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO abhyas_tenant;

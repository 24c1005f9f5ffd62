-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it from its contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "packages_order_idx";--> statement-breakpoint
CREATE INDEX "packages_listed_order_idx" ON "packages" USING btree ("sort_order","title","id") WHERE "packages"."status" and not "packages"."is_registration";--> statement-breakpoint
CREATE INDEX "packages_title_trgm_idx" ON "packages" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "packages_another_title_trgm_idx" ON "packages" USING gin ("another_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "packages_title_for_app_trgm_idx" ON "packages" USING gin ("title_for_app" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Fresh statistics for the planner (PGlite has no autovacuum; the seed runs ANALYZE again after it writes).
ANALYZE;
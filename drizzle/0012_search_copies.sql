-- Search matches lower-case copies of the name and description with LIKE instead of ILIKE on the
-- originals, which lower-cased every candidate's text on every search (decision 086). The trigram
-- indexes move to the copies.
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower("products"."name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_search" text GENERATED ALWAYS AS (lower("products"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_search_trgm_idx" ON "products" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_search_trgm_idx" ON "products" USING gin ("description_search" gin_trgm_ops) WITH (fastupdate=false);
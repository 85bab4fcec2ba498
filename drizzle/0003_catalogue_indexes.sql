-- The catalogue at 10,000 products (docs/decisions/014-catalogue-at-10k-products.md): indexes in
-- the order of each listing, and trigram indexes without a pending list (PGlite never vacuums).
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_category_bestseller_idx" ON "products" USING btree ("category_id","bestseller" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "products_bestseller_idx" ON "products" USING btree ("bestseller" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);
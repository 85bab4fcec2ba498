ALTER TABLE "products" DROP CONSTRAINT "products_discount_check";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "discount";
ALTER TABLE "products" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diet_mark" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packer_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packer_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_check" CHECK ("products"."net_quantity" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_unit_check" CHECK ("products"."net_quantity_unit" in ('g', 'kg', 'ml', 'l', 'pieces'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_diet_mark_check" CHECK ("products"."diet_mark" in ('veg', 'non-veg'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_check" CHECK ("products"."shelf_life_days" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fssai_licence_check" CHECK ("products"."fssai_licence" ~ '^[0-9]{14}$');
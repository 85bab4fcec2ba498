-- The MRP beside the selling price (docs/decisions/012). Existing rows get a round MRP consistent with
-- today's price and discount: the price itself when there was no discount, else price ÷ (1 − discount)
-- to the nearest ₹5 (500 paise), never below the price (src/shared/price.ts, mrpFromDiscount).
ALTER TABLE "products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
UPDATE "products" SET "mrp_paise" = CASE
  WHEN "discount" > 0 AND "discount" < 100
    THEN greatest("price_paise", (round("price_paise"::numeric / (1 - "discount"::numeric / 100) / 500) * 500)::integer)
  ELSE "price_paise"
END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "mrp_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mrp_check" CHECK ("products"."mrp_paise" >= "products"."price_paise");--> statement-breakpoint
-- An order line keeps the MRP of its day. Lines written before there was one claim no saving: the price paid.
ALTER TABLE "order_items" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
UPDATE "order_items" SET "mrp_paise" = "price_paise";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "mrp_paise" SET NOT NULL;

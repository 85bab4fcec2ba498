CREATE TABLE "stock_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone NOT NULL,
	"from_stock" integer NOT NULL,
	"to_stock" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"order_id" text,
	CONSTRAINT "stock_changes_reason_check" CHECK ("stock_changes"."reason" in ('restock', 'correction', 'damaged', 'order', 'cancelled')),
	CONSTRAINT "stock_changes_stock_check" CHECK ("stock_changes"."from_stock" >= 0 and "stock_changes"."to_stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_product_idx" ON "stock_changes" USING btree ("product_id","at","seq");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'draft', 'archived'));
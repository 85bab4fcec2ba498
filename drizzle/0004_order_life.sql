CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_actor_role_check" CHECK ("order_events"."actor_role" in ('shopper', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","seq");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_status_check" CHECK ("orders"."return_status" in ('requested', 'approved', 'rejected', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'paid', 'refunded'));--> statement-breakpoint
-- Orders placed before payment methods existed were paid online (the simulated payment); a cancelled one was given back.
UPDATE "orders" SET "payment_status" = CASE WHEN "status" = 'cancelled' THEN 'refunded' ELSE 'paid' END;--> statement-breakpoint
-- One event per entry of the status history the orders kept until now: the first is the placing, by the shopper;
-- a cancellation was the shopper's (the only one who could); any other change was made outside the shop (system).
INSERT INTO "order_events" ("id", "order_id", "at", "actor_role", "actor_id", "type", "from_status", "to_status", "data")
SELECT gen_random_uuid()::text, o."id", (h.entry->>'at')::timestamptz,
       CASE WHEN h.n = 1 OR h.entry->>'status' = 'cancelled' THEN 'shopper' ELSE 'system' END,
       CASE WHEN h.n = 1 OR h.entry->>'status' = 'cancelled' THEN o."user_id" END,
       CASE WHEN h.n = 1 THEN 'placed' ELSE h.entry->>'status' END,
       CASE WHEN h.n = 1 THEN NULL ELSE o."status_history"->(h.n::int - 2)->>'status' END,
       h.entry->>'status',
       CASE WHEN h.n = 1 THEN '{"paymentMethod":"online","paymentStatus":"paid"}'::jsonb ELSE '{}'::jsonb END
FROM "orders" o, jsonb_array_elements(o."status_history") WITH ORDINALITY AS h(entry, n)
ORDER BY o."created_at", o."id", h.n;--> statement-breakpoint
-- A return asked for before: its request, dated by the order's last change.
INSERT INTO "order_events" ("id", "order_id", "at", "actor_role", "actor_id", "type", "from_status", "to_status", "note")
SELECT gen_random_uuid()::text, o."id", o."updated_at", 'shopper', o."user_id", 'return-requested', NULL, 'requested', o."return_reason"
FROM "orders" o WHERE o."return_status" = 'requested'
ORDER BY o."created_at", o."id";

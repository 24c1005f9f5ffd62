ALTER TABLE "gift_card_redemptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "provider_key_id" text;--> statement-breakpoint
ALTER TABLE "group_orders" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_order_idx" ON "gift_card_redemptions" USING btree ("order_id");
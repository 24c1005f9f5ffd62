ALTER TABLE "group_orders" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD COLUMN "refunded_at" timestamp with time zone;
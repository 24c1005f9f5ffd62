ALTER TABLE "gift_card_payments" ADD COLUMN "status" text DEFAULT 'CREATED' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "failure_reason" text;
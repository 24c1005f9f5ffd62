CREATE TABLE "refund_due_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"reason" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_due_captures_provider_payment_idx" ON "refund_due_captures" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "refund_due_captures_captured_idx" ON "refund_due_captures" USING btree ("captured_at");
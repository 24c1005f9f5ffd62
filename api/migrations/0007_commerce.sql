CREATE SEQUENCE "public"."order_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"departure_id" text NOT NULL,
	"occupancy" text NOT NULL,
	"traveller_ids" jsonb NOT NULL,
	"coupon_code" text,
	"gst_number" text,
	"company_name" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"max_discount_paise" integer,
	"flat_paise" integer,
	"min_booking_paise" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK (("coupons"."kind" = 'PERCENT' and "coupons"."percent" between 1 and 100) or ("coupons"."kind" = 'FLAT' and "coupons"."flat_paise" > 0)),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"package_id" text NOT NULL,
	"package_slug" text NOT NULL,
	"package_title" text NOT NULL,
	"departure_id" text,
	"departure_date" date NOT NULL,
	"occupancy" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"coupon_code" text,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_money_check" CHECK ("orders"."paid_paise" >= 0 and "orders"."paid_paise" <= "orders"."total_paise" and "orders"."discount_paise" <= "orders"."subtotal_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"payment_id" text NOT NULL,
	"index" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_proofs_payment_id_index_pk" PRIMARY KEY("payment_id","index")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"provider_key_id" text,
	"return_url" text,
	"quote" jsonb,
	"departure_id" text,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"hold_released_at" timestamp with time zone,
	"failure_reason" text,
	"offline_reference" text,
	"offline_paid_on" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0 and "payments"."seats_held" >= 0)
);
--> statement-breakpoint
ALTER TABLE "departures" DROP CONSTRAINT "departures_price_check";--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "surcharge_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_holds_idx" ON "payments" USING btree ("departure_id","hold_expires_at") WHERE "payments"."status" = 'CREATED' and "payments"."hold_released_at" is null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "departures" DROP COLUMN "inr_price";--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_surcharge_check" CHECK ("departures"."surcharge_percent" >= 0 and "departures"."surcharge_percent" <= 100);
CREATE TABLE "group_order_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"group_order_id" text NOT NULL,
	"position" integer NOT NULL,
	"contact" text NOT NULL,
	"member_id" text,
	"persons" integer NOT NULL,
	"occupancy" text NOT NULL,
	"traveller_ids" jsonb NOT NULL,
	"gst_number" text,
	"company_name" text,
	"paid_quote" jsonb,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_order_shares_persons_check" CHECK ("group_order_shares"."persons" between 1 and 20 and "group_order_shares"."paid_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"organiser_id" text NOT NULL,
	"title" text NOT NULL,
	"package_id" text NOT NULL,
	"departure_id" text NOT NULL,
	"seats_held" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_orders_seats_check" CHECK ("group_orders"."seats_held" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_share_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"provider_key_id" text,
	"return_url" text NOT NULL,
	"quote" jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "group_share_payments_amount_check" CHECK ("group_share_payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "group_order_shares" ADD CONSTRAINT "group_order_shares_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_shares" ADD CONSTRAINT "group_order_shares_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_share_id_group_order_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."group_order_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_order_shares_contact_idx" ON "group_order_shares" USING btree ("group_order_id","contact");--> statement-breakpoint
CREATE INDEX "group_order_shares_member_idx" ON "group_order_shares" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "group_order_shares_unclaimed_idx" ON "group_order_shares" USING btree ("contact") WHERE "group_order_shares"."member_id" is null;--> statement-breakpoint
CREATE INDEX "group_orders_organiser_idx" ON "group_orders" USING btree ("organiser_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_share_payments_provider_order_idx" ON "group_share_payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "group_share_payments_share_idx" ON "group_share_payments" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_share_payments_one_success_idx" ON "group_share_payments" USING btree ("share_id") WHERE "group_share_payments"."status" = 'SUCCEEDED';
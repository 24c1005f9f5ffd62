CREATE TABLE "gift_card_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"checkout_url" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" DROP CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" DROP CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_order_shares" DROP CONSTRAINT "group_order_shares_group_order_id_group_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "group_orders" DROP CONSTRAINT "group_orders_organiser_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_orders" DROP CONSTRAINT "group_orders_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "group_orders" DROP CONSTRAINT "group_orders_departure_id_departures_id_fk";
--> statement-breakpoint
ALTER TABLE "group_share_payments" DROP CONSTRAINT "group_share_payments_share_id_group_order_shares_id_fk";
--> statement-breakpoint
ALTER TABLE "group_share_payments" DROP CONSTRAINT "group_share_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_card_payments" ADD CONSTRAINT "gift_card_payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_payments_provider_order_idx" ON "gift_card_payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "gift_card_payments_card_idx" ON "gift_card_payments" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_shares" ADD CONSTRAINT "group_order_shares_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_share_id_group_order_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."group_order_shares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;
CREATE TABLE "employee_coupons" (
	"coupon_code" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_guides" (
	"departure_id" text NOT NULL,
	"guide_id" text NOT NULL,
	CONSTRAINT "departure_guides_departure_id_guide_id_pk" PRIMARY KEY("departure_id","guide_id")
);
--> statement-breakpoint
CREATE TABLE "tour_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_guides_email_lower_check" CHECK ("tour_guides"."email" = lower("tour_guides"."email"))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_coupons" ADD CONSTRAINT "employee_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_coupons" ADD CONSTRAINT "employee_coupons_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_guide_id_tour_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."tour_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_coupons_employee_idx" ON "employee_coupons" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "departure_guides_guide_idx" ON "departure_guides" USING btree ("guide_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_created_idx" ON "orders" USING btree ("coupon_code","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'employee'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('sms', 'email', 'push'));
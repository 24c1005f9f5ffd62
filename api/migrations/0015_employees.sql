CREATE TABLE "employee_coupons" (
	"coupon_code" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_coupons" ADD CONSTRAINT "employee_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_coupons" ADD CONSTRAINT "employee_coupons_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_coupons_employee_idx" ON "employee_coupons" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_created_idx" ON "orders" USING btree ("coupon_code","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'employee'));
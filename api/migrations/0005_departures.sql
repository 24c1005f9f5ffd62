CREATE TABLE "departures" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"start_date" date NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"inr_price" integer NOT NULL,
	CONSTRAINT "departures_seats_check" CHECK ("departures"."seats_left" >= 0 and "departures"."seats_left" <= "departures"."seats_total" and "departures"."seats_total" > 0),
	CONSTRAINT "departures_price_check" CHECK ("departures"."inr_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departures_package_date_idx" ON "departures" USING btree ("package_id","start_date");
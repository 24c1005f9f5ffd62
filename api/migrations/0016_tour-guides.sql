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
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_guide_id_tour_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."tour_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_guides_guide_idx" ON "departure_guides" USING btree ("guide_id");
CREATE TABLE "faq_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"faq_id" text NOT NULL,
	"parent_id" text,
	"user_id" text,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_votes" (
	"faq_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faq_votes_faq_id_user_id_pk" PRIMARY KEY("faq_id","user_id"),
	CONSTRAINT "faq_votes_vote_check" CHECK ("faq_votes"."vote" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"faqs_type" text NOT NULL,
	"faqs_type_id" text NOT NULL,
	"group_slug" text NOT NULL,
	"group_title" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"asker_note" text,
	"status" text NOT NULL,
	"user_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faqs_type_check" CHECK ("faqs"."faqs_type" in ('general', 'category', 'package'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "review_votes_vote_check" CHECK ("review_votes"."vote" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"user_id" text,
	"order_id" text,
	"format" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"travel_month" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_city" text,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"video_slug" text,
	"duration_seconds" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_video_check" CHECK (("reviews"."format" = 'video') = ("reviews"."video_slug" is not null))
);
--> statement-breakpoint
CREATE TABLE "category_weather_places" (
	"category_id" text NOT NULL,
	"place_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_weather_places_category_id_place_id_pk" PRIMARY KEY("category_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "package_weather_places" (
	"package_id" text NOT NULL,
	"place_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_weather_places_package_id_place_id_pk" PRIMARY KEY("package_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "weather_places" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation_m" integer NOT NULL,
	"timezone" text NOT NULL,
	"normals" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_comments" ADD CONSTRAINT "faq_comments_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_comments" ADD CONSTRAINT "faq_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_weather_places" ADD CONSTRAINT "category_weather_places_place_id_weather_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."weather_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_weather_places" ADD CONSTRAINT "package_weather_places_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_weather_places" ADD CONSTRAINT "package_weather_places_place_id_weather_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."weather_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_comments_faq_idx" ON "faq_comments" USING btree ("faq_id","created_at");--> statement-breakpoint
CREATE INDEX "faqs_target_idx" ON "faqs" USING btree ("faqs_type","faqs_type_id","status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_format_created_idx" ON "reviews" USING btree ("format","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_package_idx" ON "reviews" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "category_weather_places_order_idx" ON "category_weather_places" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "package_weather_places_order_idx" ON "package_weather_places" USING btree ("package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "weather_places_slug_idx" ON "weather_places" USING btree ("slug");
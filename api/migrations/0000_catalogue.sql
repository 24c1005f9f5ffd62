CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"another_title" text,
	"classification" text NOT NULL,
	"description" text,
	"image" text NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"parent_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('blog', 'news', 'collection'))
);
--> statement-breakpoint
CREATE TABLE "package_categories" (
	"package_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_categories_package_id_category_id_pk" PRIMARY KEY("package_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"package_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"inr_price" integer NOT NULL,
	CONSTRAINT "package_prices_package_id_position_pk" PRIMARY KEY("package_id","position")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"another_title" text,
	"title_for_app" text,
	"duration" text NOT NULL,
	"image" text NOT NULL,
	"tour_label" text,
	"classification" text,
	"is_registration" boolean DEFAULT false NOT NULL,
	"inr_price" integer NOT NULL,
	"inr_price_special" integer NOT NULL,
	"is_apply_seat_option" boolean DEFAULT false NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passenger_type_prices" (
	"package_id" text NOT NULL,
	"price_position" integer NOT NULL,
	"position" integer NOT NULL,
	"passenger_type" text NOT NULL,
	"inr_price" integer NOT NULL,
	CONSTRAINT "passenger_type_prices_package_id_price_position_position_pk" PRIMARY KEY("package_id","price_position","position")
);
--> statement-breakpoint
CREATE TABLE "trending_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	CONSTRAINT "trending_lists_kind_check" CHECK ("trending_lists"."kind" in ('packages', 'categories'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_categories" ADD CONSTRAINT "package_categories_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_categories" ADD CONSTRAINT "package_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_type_prices" ADD CONSTRAINT "passenger_type_prices_price_fk" FOREIGN KEY ("package_id","price_position") REFERENCES "public"."package_prices"("package_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "categories_lower_title_idx" ON "categories" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_slug_idx" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "content_items_lower_title_idx" ON "content_items" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "package_categories_category_idx" ON "package_categories" USING btree ("category_id","package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_slug_idx" ON "packages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("sort_order","title");--> statement-breakpoint
CREATE INDEX "packages_lower_title_idx" ON "packages" USING btree (lower("title"));
CREATE TABLE "photo_albums" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"album_id" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"caption" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"source_kind" text NOT NULL,
	"source_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_stories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_story_slides" (
	"story_id" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_label" text,
	CONSTRAINT "web_story_slides_story_id_position_pk" PRIMARY KEY("story_id","position")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_label" text,
	"published_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"body_markdown" text NOT NULL,
	"package_ids" text[] DEFAULT '{}' NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_packages" (
	"collection_id" text NOT NULL,
	"package_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_packages_collection_id_package_id_pk" PRIMARY KEY("collection_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_categories_kind_check" CHECK ("content_categories"."kind" in ('blog', 'news'))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "body_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_album_id_photo_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."photo_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_story_slides" ADD CONSTRAINT "web_story_slides_story_id_web_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."web_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_packages" ADD CONSTRAINT "collection_packages_collection_id_content_items_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_packages" ADD CONSTRAINT "collection_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_albums_slug_idx" ON "photo_albums" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "photo_albums_published_idx" ON "photo_albums" USING btree ("published_at","title");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_album_position_idx" ON "photos" USING btree ("album_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_image_idx" ON "photos" USING btree ("image");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at","title");--> statement-breakpoint
CREATE UNIQUE INDEX "web_stories_slug_idx" ON "web_stories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "web_stories_published_idx" ON "web_stories" USING btree ("published_at","title");--> statement-breakpoint
CREATE UNIQUE INDEX "web_story_slides_image_idx" ON "web_story_slides" USING btree ("image");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pages_published_idx" ON "pages" USING btree ("published_at","title");--> statement-breakpoint
CREATE INDEX "collection_packages_package_idx" ON "collection_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_kind_slug_idx" ON "content_categories" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_kind_category_idx" ON "content_items" USING btree ("kind","category");--> statement-breakpoint
CREATE INDEX "content_items_kind_destination_idx" ON "content_items" USING btree ("kind","destination");
CREATE TABLE "wishlist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wishlist_type" text NOT NULL,
	"item_id" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_item_idx" ON "wishlist_items" USING btree ("user_id","wishlist_type","item_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_newest_idx" ON "wishlist_items" USING btree ("user_id","wishlist_type","seq" desc);
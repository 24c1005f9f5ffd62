CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"name" text,
	"mobile" text NOT NULL,
	"email" text,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"persons" text,
	"comment" text,
	"pages_source_link" text,
	"source" text,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiries_kind_check" CHECK ("enquiries"."kind" in ('call', 'price', 'quick', 'footer'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_user_created_idx" ON "enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_mobile_created_idx" ON "enquiries" USING btree ("mobile","created_at");
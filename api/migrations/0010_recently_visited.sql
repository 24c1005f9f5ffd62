CREATE TABLE "recently_visited" (
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"position" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recently_visited_user_id_package_id_pk" PRIMARY KEY("user_id","package_id")
);
--> statement-breakpoint
ALTER TABLE "recently_visited" ADD CONSTRAINT "recently_visited_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
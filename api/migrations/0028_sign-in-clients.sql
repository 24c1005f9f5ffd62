CREATE TABLE "sign_in_clients" (
	"user_id" text NOT NULL,
	"client_key" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_clients_user_id_client_key_pk" PRIMARY KEY("user_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
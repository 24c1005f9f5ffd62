CREATE TABLE "order_passenger_documents" (
	"order_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_passenger_documents_order_id_passenger_index_document_type_pk" PRIMARY KEY("order_id","passenger_index","document_type")
);
--> statement-breakpoint
CREATE TABLE "order_passenger_kyc" (
	"order_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_passenger_kyc_order_id_passenger_index_pk" PRIMARY KEY("order_id","passenger_index")
);
--> statement-breakpoint
CREATE TABLE "user_kyc" (
	"user_id" text PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"scan_key" text NOT NULL,
	"scan_content_type" text NOT NULL,
	"scan_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_passenger_documents" ADD CONSTRAINT "order_passenger_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passenger_kyc" ADD CONSTRAINT "order_passenger_kyc_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_kyc" ADD CONSTRAINT "user_kyc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
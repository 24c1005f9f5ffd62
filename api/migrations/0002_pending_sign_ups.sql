CREATE TABLE "pending_sign_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"source" text,
	"devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sign_ups_email_lower_check" CHECK ("pending_sign_ups"."email" = lower("pending_sign_ups"."email"))
);
--> statement-breakpoint
DROP INDEX "users_email_idx";--> statement-breakpoint
-- Unverified users were pending sign-ups: they now live in pending_sign_ups (and must sign up again).
DELETE FROM "users" WHERE NOT "mobile_verified";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "pending_sign_ups_mobile_created_idx" ON "pending_sign_ups" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "pending_sign_ups_expires_idx" ON "pending_sign_ups" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_email_idx" ON "users" USING btree ("email") WHERE "users"."email_verified";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");
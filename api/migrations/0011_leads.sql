CREATE TABLE "lead_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('enquiry.verified', 'subscriber.subscribed'))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"mobile" text,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoom_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"zoom_meeting_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"host" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "zoom_sessions_zoom_meeting_id_unique" UNIQUE("zoom_meeting_id"),
	CONSTRAINT "zoom_sessions_capacity_check" CHECK ("zoom_sessions"."capacity" > 0 and "zoom_sessions"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_kind_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "zoom_session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_events_type_subject_idx" ON "lead_events" USING btree ("type","subject_id");--> statement-breakpoint
CREATE INDEX "lead_events_pending_idx" ON "lead_events" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_category_idx" ON "subscribers" USING btree ("email","category");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_zoom_session_id_zoom_sessions_id_fk" FOREIGN KEY ("zoom_session_id") REFERENCES "public"."zoom_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_zoom_session_idx" ON "enquiries" USING btree ("zoom_session_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_zoom_session_check" CHECK (("enquiries"."kind" = 'zoom') = ("enquiries"."zoom_session_id" is not null));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_kind_check" CHECK ("enquiries"."kind" in ('call', 'price', 'quick', 'footer', 'zoom'));
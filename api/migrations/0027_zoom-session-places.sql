CREATE TABLE "zoom_session_places" (
	"session_id" text NOT NULL,
	"mobile" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"join_mails_sent" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "zoom_session_places_mobile_check" CHECK ("zoom_session_places"."mobile" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "zoom_session_places_mails_check" CHECK ("zoom_session_places"."join_mails_sent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "zoom_session_places" ADD CONSTRAINT "zoom_session_places_session_id_zoom_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."zoom_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_session_places" ADD CONSTRAINT "zoom_session_places_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zoom_session_places_session_mobile_idx" ON "zoom_session_places" USING btree ("session_id","mobile");--> statement-breakpoint
-- Hand-written: one place per (session, verified number) for the sign-ups verified before this migration. A number
-- verified several times for a session (docs/security.md §26) keeps one place, held by its newest sign-up; the
-- mails it already had count against its bound. Numbers that are not E.164 (none are stored) take no place.
INSERT INTO "zoom_session_places" ("session_id", "mobile", "enquiry_id", "join_mails_sent", "created_at", "updated_at")
SELECT DISTINCT ON ("zoom_session_id", "mobile")
	"zoom_session_id", "mobile", "id",
	count(*) OVER "number",
	min(coalesce("verified_at", "created_at")) OVER "number",
	max(coalesce("verified_at", "created_at")) OVER "number"
FROM "enquiries"
WHERE "kind" = 'zoom' AND "verified" AND "zoom_session_id" IS NOT NULL AND "mobile" ~ '^\+[1-9][0-9]{6,14}$'
WINDOW "number" AS (PARTITION BY "zoom_session_id", "mobile")
ORDER BY "zoom_session_id", "mobile", coalesce("verified_at", "created_at") DESC, "id" DESC;

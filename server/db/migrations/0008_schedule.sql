CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attendee_type" text,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"status" text NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_sequence" integer DEFAULT 0 NOT NULL,
	"seen" jsonb,
	"answers" jsonb,
	CONSTRAINT "enrollments_user_id_session_id_pk" PRIMARY KEY("user_id","session_id"),
	CONSTRAINT "enrollments_status_known" CHECK ("enrollments"."status" in ('scheduled', 'nominated', 'declined', 'cancelled', 'confirmed', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "mandatory_sessions" (
	"session_id" text NOT NULL,
	"attendee_type" text NOT NULL,
	CONSTRAINT "mandatory_sessions_session_id_attendee_type_pk" PRIMARY KEY("session_id","attendee_type")
);
--> statement-breakpoint
CREATE TABLE "session_revisions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"place" jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"session_id" text PRIMARY KEY NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"waitlisted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_seats_not_negative" CHECK ("session_seats"."scheduled" >= 0 and "session_seats"."waitlisted" >= 0)
);
--> statement-breakpoint
CREATE INDEX "enrollments_session_status_idx" ON "enrollments" USING btree ("session_id","status","status_changed_at");
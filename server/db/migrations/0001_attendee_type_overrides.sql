CREATE TABLE "attendee_type_overrides" (
	"user_id" text PRIMARY KEY NOT NULL,
	"attendee_type" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);

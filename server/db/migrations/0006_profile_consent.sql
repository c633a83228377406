CREATE TABLE "attendee_photos" (
	"attendee_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_profiles" (
	"attendee_id" text PRIMARY KEY NOT NULL,
	"preferred_first" text,
	"preferred_last" text,
	"country" text,
	"languages_spoken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text,
	"job_category" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_been_onboarded" boolean DEFAULT false NOT NULL,
	"can_send_to_calendar" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"user_id" text NOT NULL,
	"exhibitor_name" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_exhibitor_name_pk" PRIMARY KEY("user_id","exhibitor_name")
);
--> statement-breakpoint
ALTER TABLE "attendee_photos" ADD CONSTRAINT "attendee_photos_attendee_id_attendees_attendee_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("attendee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_profiles" ADD CONSTRAINT "attendee_profiles_attendee_id_attendees_attendee_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("attendee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendees_email_lower_idx" ON "attendees" USING btree (lower("email"));
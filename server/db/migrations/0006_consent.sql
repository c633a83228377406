CREATE TABLE "attendee_profiles" (
	"attendee_id" text PRIMARY KEY NOT NULL,
	"country" text
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
ALTER TABLE "attendee_profiles" ADD CONSTRAINT "attendee_profiles_attendee_id_attendees_attendee_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("attendee_id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "user_consents" (
	"user_id" text NOT NULL,
	"exhibitor_name" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_exhibitor_name_pk" PRIMARY KEY("user_id","exhibitor_name")
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "country" text;
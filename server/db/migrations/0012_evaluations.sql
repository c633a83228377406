CREATE TABLE "evaluation_forms" (
	"form_key" text NOT NULL,
	"version" integer NOT NULL,
	"form" jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_forms_form_key_version_pk" PRIMARY KEY("form_key","version")
);
--> statement-breakpoint
CREATE TABLE "evaluation_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" text NOT NULL,
	"form_key" text NOT NULL,
	"version" integer NOT NULL,
	"user_id" text,
	"session_id" text,
	"attendee_type" text,
	"responses" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_submissions_once_idx" ON "evaluation_submissions" USING btree ("evaluation_id","user_id") WHERE "evaluation_submissions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "evaluation_submissions_form_idx" ON "evaluation_submissions" USING btree ("form_key","version");--> statement-breakpoint
CREATE INDEX "evaluation_submissions_session_idx" ON "evaluation_submissions" USING btree ("session_id");
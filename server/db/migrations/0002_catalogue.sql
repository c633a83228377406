CREATE TABLE "attendees" (
	"attendee_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"job_title" text,
	"company" text,
	"company_id" text,
	"bio" text,
	"photo" text,
	"social" jsonb NOT NULL,
	"display_profile_to_public" boolean NOT NULL,
	"display_sessions" boolean NOT NULL,
	"is_available_for_meetings" boolean NOT NULL,
	"region_logical" text,
	"region_display" text,
	"participation_logical" text,
	"participation_display" text,
	"interests" jsonb NOT NULL,
	CONSTRAINT "attendees_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "attendees_region_pair" CHECK (("attendees"."region_logical" is null) = ("attendees"."region_display" is null)),
	CONSTRAINT "attendees_participation_pair" CHECK (("attendees"."participation_logical" is null) = ("attendees"."participation_display" is null))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"logo" text,
	"booth" text,
	"kinds" jsonb NOT NULL,
	"sponsor_level_key" text,
	"sort_rank" integer NOT NULL,
	"sponsor_sub_order" integer NOT NULL,
	"industry" text,
	"offers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"building" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_speakers" (
	"session_id" text NOT NULL,
	"speaker_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"display_title" text,
	"sort_title" text,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"starts_at" timestamp with time zone,
	"starts_at_offset" smallint,
	"ends_at" timestamp with time zone,
	"ends_at_offset" smallint,
	"duration_minutes" integer NOT NULL,
	"room_id" text,
	"location" text,
	"type_logical" text NOT NULL,
	"type_display" text NOT NULL,
	"level" text,
	"track" text,
	"topics" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"audience_types" jsonb NOT NULL,
	"delivery_types" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"sponsor_id" text,
	"is_featured" boolean NOT NULL,
	"hero_session" boolean NOT NULL,
	"restricted_scopes" jsonb NOT NULL,
	"capacity" integer,
	"waitlist_capacity" integer,
	"rsvp_opens_at" timestamp with time zone,
	"rsvp_opens_at_offset" smallint,
	"rsvp_closes_at" timestamp with time zone,
	"rsvp_closes_at_offset" smallint,
	"will_be_recorded" boolean NOT NULL,
	"on_demand" jsonb NOT NULL,
	"live_stream" text,
	"slide_deck" text,
	"image_url" text,
	"related_session_codes" jsonb NOT NULL,
	"related_resources" jsonb NOT NULL,
	"session_links" jsonb NOT NULL,
	CONSTRAINT "sessions_code_unique" UNIQUE("code"),
	CONSTRAINT "sessions_start_offset_pair" CHECK (("sessions"."starts_at" is null) = ("sessions"."starts_at_offset" is null)),
	CONSTRAINT "sessions_end_offset_pair" CHECK (("sessions"."ends_at" is null) = ("sessions"."ends_at_offset" is null)),
	CONSTRAINT "sessions_rsvp_opens_offset_pair" CHECK (("sessions"."rsvp_opens_at" is null) = ("sessions"."rsvp_opens_at_offset" is null)),
	CONSTRAINT "sessions_rsvp_closes_offset_pair" CHECK (("sessions"."rsvp_closes_at" is null) = ("sessions"."rsvp_closes_at_offset" is null))
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"speaker_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"company_id" text,
	"job_title" text,
	"photo" text,
	"thumbnail" text,
	"bio" text,
	"social" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_speaker_id_speakers_speaker_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("speaker_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sponsor_id_companies_company_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendees_company_idx" ON "attendees" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_sponsor_order_idx" ON "companies" USING btree ("sponsor_level_key","sort_rank","sponsor_sub_order","name");--> statement-breakpoint
CREATE INDEX "session_speakers_speaker_idx" ON "session_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "sessions_starts_at_idx" ON "sessions" USING btree ("starts_at","code");--> statement-breakpoint
CREATE INDEX "sessions_room_idx" ON "sessions" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "sessions_sponsor_idx" ON "sessions" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "speakers_company_idx" ON "speakers" USING btree ("company_id");
CREATE TABLE "qa_designs" (
	"page" text NOT NULL,
	"breakpoint" text NOT NULL,
	"phase" text NOT NULL,
	"attendee_type" text NOT NULL,
	"block" text DEFAULT '' NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_designs_page_breakpoint_phase_attendee_type_block_pk" PRIMARY KEY("page","breakpoint","phase","attendee_type","block")
);
--> statement-breakpoint
CREATE TABLE "qa_results" (
	"run_id" text NOT NULL,
	"seq" integer NOT NULL,
	"page" text NOT NULL,
	"breakpoint" text NOT NULL,
	"phase" text NOT NULL,
	"attendee_type" text NOT NULL,
	"action" text,
	"action_status" text,
	"screenshot" text,
	"reference" text,
	"design" text,
	"difference" text,
	"difference_percentage" double precision,
	"width_difference" integer,
	"height_difference" integer,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "qa_results_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "qa_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"request" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "qa_results" ADD CONSTRAINT "qa_results_run_id_qa_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."qa_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_runs_status_idx" ON "qa_runs" USING btree ("status","created_at");
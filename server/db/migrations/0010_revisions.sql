CREATE TABLE "copied_page_records" (
	"batch" text NOT NULL,
	"env" text NOT NULL,
	"page" text NOT NULL,
	"before" jsonb,
	"after_revision" integer NOT NULL,
	CONSTRAINT "copied_page_records_batch_page_pk" PRIMARY KEY("batch","page")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"env" text NOT NULL,
	"page" text,
	"phase" text,
	"lang" text,
	"ns" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" text,
	"editor_name" text NOT NULL,
	"action" text NOT NULL,
	"document_revision" integer,
	"copied_from" text,
	"restored_from" integer,
	"batch" text,
	"summary" jsonb NOT NULL,
	"snapshot" jsonb,
	"patch" jsonb,
	"chain" integer NOT NULL,
	CONSTRAINT "revisions_state_check" CHECK (("revisions"."snapshot" is null) <> ("revisions"."patch" is null))
);
--> statement-breakpoint
CREATE INDEX "revisions_subject_idx" ON "revisions" USING btree ("kind","env","page","phase","lang","ns","id");--> statement-breakpoint
CREATE INDEX "revisions_page_idx" ON "revisions" USING btree ("page","env","id");--> statement-breakpoint
CREATE INDEX "revisions_at_idx" ON "revisions" USING btree ("at");
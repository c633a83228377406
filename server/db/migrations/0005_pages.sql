CREATE TABLE "pages" (
	"env" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"require_scope" text,
	"requires_feature" text,
	"previous_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"editor_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pages_env_id_pk" PRIMARY KEY("env","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_live_slug_idx" ON "pages" USING btree ("env","slug") WHERE "pages"."deleted_at" is null;
CREATE TABLE "content_documents" (
	"env" text NOT NULL,
	"page" text NOT NULL,
	"phase" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"editor_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_env_page_phase_pk" PRIMARY KEY("env","page","phase")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"env" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"value" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	"parent" text,
	"format" text,
	"public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_settings_env_name_pk" PRIMARY KEY("env","name")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"env" text NOT NULL,
	"lang" text NOT NULL,
	"ns" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_env_lang_ns_key_pk" PRIMARY KEY("env","lang","ns","key")
);

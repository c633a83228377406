CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"type" smallint NOT NULL,
	"item_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_type_item_id_pk" PRIMARY KEY("user_id","type","item_id"),
	CONSTRAINT "favorites_type_range" CHECK ("favorites"."type" between 0 and 4)
);

CREATE TABLE "user_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"item" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, key) || to_tsvector('simple'::regconfig, coalesce(item->>'title', '') || ' ' || coalesce(item->>'container-title', '') || ' ' || coalesce(item#>>'{issued,date-parts,0,0}', '')) || jsonb_to_tsvector('simple'::regconfig, coalesce(item->'author', '[]'::jsonb) || coalesce(item->'editor', '[]'::jsonb), '["string"]'::jsonb)) STORED NOT NULL,
	CONSTRAINT "user_references_user_key_unique" UNIQUE("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "user_references" ADD CONSTRAINT "user_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_references_user_updated_at_idx" ON "user_references" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "user_references_search_idx" ON "user_references" USING gin ("search");
CREATE TABLE "reference_attachments" (
	"reference_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"pages" integer,
	"text_status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_attachments_text_status_check" CHECK ("reference_attachments"."text_status" in ('text', 'no_text'))
);
--> statement-breakpoint
CREATE TABLE "reference_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_attachments" ADD CONSTRAINT "reference_attachments_reference_id_user_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."user_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_attachments" ADD CONSTRAINT "reference_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_passages" ADD CONSTRAINT "reference_passages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_passages" ADD CONSTRAINT "reference_passages_reference_id_reference_attachments_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."reference_attachments"("reference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_attachments_user_id_idx" ON "reference_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reference_passages_user_reference_idx" ON "reference_passages" USING btree ("user_id","reference_id","ordinal");--> statement-breakpoint
CREATE INDEX "reference_passages_search_idx" ON "reference_passages" USING gin ("search");
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"ad" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"applied_on" date,
	"deadline_on" date,
	"follow_up_on" date,
	"reminded_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"resume_id" uuid,
	"cover_letter_id" uuid,
	"rank" double precision DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_id_documents_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cover_letter_id_documents_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_user_status_rank_idx" ON "job_applications" USING btree ("user_id","status","rank");--> statement-breakpoint
CREATE INDEX "job_applications_follow_up_idx" ON "job_applications" USING btree ("follow_up_on");
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp (3) with time zone NOT NULL,
	"blocked_until" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_idx" ON "sign_in_failures" USING btree ("last_failed_at");
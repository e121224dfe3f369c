DROP INDEX "documents_user_updated_idx";--> statement-breakpoint
DROP INDEX "documents_user_type_updated_idx";--> statement-breakpoint
CREATE INDEX "documents_user_updated_at_idx" ON "documents" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_user_type_updated_at_idx" ON "documents" USING btree ("user_id","type","updated_at","id");
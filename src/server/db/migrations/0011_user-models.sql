CREATE TABLE "user_models" (
	"user_id" text PRIMARY KEY NOT NULL,
	"preset" text NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"key_ciphertext" text,
	"key_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_models" ADD CONSTRAINT "user_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "shipped_blog_posts" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);

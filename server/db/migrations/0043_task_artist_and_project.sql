ALTER TABLE "tasks" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "artist_name" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "project_name" text;
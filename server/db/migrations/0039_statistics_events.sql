CREATE TABLE "statistics_events" (
	"kind" text NOT NULL,
	"metric" text,
	"owner_id" uuid,
	"track_id" uuid,
	"listener_id" uuid,
	"artist_id" uuid,
	"album_id" uuid,
	"genres" text[],
	"day" date,
	"amount" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_track_artists" (
	"track_id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"genres" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistics_track_artists" ADD CONSTRAINT "statistics_track_artists_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
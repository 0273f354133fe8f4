CREATE TABLE "statistics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statistics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
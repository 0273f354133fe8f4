-- track_search: the narrow search side of each live track (server/db/schema/catalog.ts), kept by a trigger.
CREATE TABLE "track_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"main_artist_id" uuid NOT NULL,
	"album_id" uuid,
	"genres" text[] NOT NULL,
	"moods" text[] NOT NULL,
	"instruments" text[] NOT NULL,
	"tempo" text,
	"density" text,
	"vocal_type" text,
	"language" text,
	"version" text NOT NULL,
	"explicit" boolean NOT NULL,
	"instrumental" boolean NOT NULL,
	"title_key" text NOT NULL,
	"duration" real NOT NULL,
	"release_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"meta_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Big values (the lyrics' search_vector) leave the row, so scans of the chip columns stay narrow.
ALTER TABLE "track_search" SET (toast_tuple_target = 256);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted THEN
    DELETE FROM track_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO track_search (id, owner_id, main_artist_id, album_id, genres, moods, instruments, tempo, density, vocal_type, language, version, explicit, instrumental, title_key, duration, release_date, created_at, search_text, meta_vector, search_vector)
  VALUES (NEW.id, NEW.owner_id, NEW.main_artist_id, NEW.album_id, NEW.genres, NEW.moods, NEW.instruments, NEW.tempo, NEW.density,
    NEW.vocal_type, NEW.language, NEW.version, NEW.explicit, NEW.instrumental, lower(NEW.title), NEW.duration, NEW.release_date,
    NEW.created_at, NEW.search_text, to_tsvector('simple', NEW.search_text), NEW.search_vector)
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, main_artist_id = EXCLUDED.main_artist_id, album_id = EXCLUDED.album_id,
    genres = EXCLUDED.genres, moods = EXCLUDED.moods, instruments = EXCLUDED.instruments, tempo = EXCLUDED.tempo,
    density = EXCLUDED.density, vocal_type = EXCLUDED.vocal_type, language = EXCLUDED.language, version = EXCLUDED.version,
    explicit = EXCLUDED.explicit, instrumental = EXCLUDED.instrumental, title_key = EXCLUDED.title_key, duration = EXCLUDED.duration,
    release_date = EXCLUDED.release_date, created_at = EXCLUDED.created_at, search_text = EXCLUDED.search_text,
    meta_vector = EXCLUDED.meta_vector, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO track_search (id, owner_id, main_artist_id, album_id, genres, moods, instruments, tempo, density, vocal_type, language, version, explicit, instrumental, title_key, duration, release_date, created_at, search_text, meta_vector, search_vector)
SELECT id, owner_id, main_artist_id, album_id, genres, moods, instruments, tempo, density, vocal_type, language, version, explicit,
  instrumental, lower(title), duration, release_date, created_at, search_text, to_tsvector('simple', search_text), search_vector
FROM tracks WHERE deleted = false;
--> statement-breakpoint
DROP INDEX "tracks_genres";--> statement-breakpoint
DROP INDEX "tracks_moods";--> statement-breakpoint
DROP INDEX "tracks_instruments";--> statement-breakpoint
DROP INDEX "tracks_search_trgm";--> statement-breakpoint
DROP INDEX "tracks_search_vector";--> statement-breakpoint
ALTER TABLE "track_search" ADD CONSTRAINT "track_search_id_tracks_id_fk" FOREIGN KEY ("id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_search_created" ON "track_search" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "track_search_title" ON "track_search" USING btree ("title_key","id");--> statement-breakpoint
CREATE INDEX "track_search_duration" ON "track_search" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "track_search_release" ON "track_search" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "track_search_owner" ON "track_search" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "track_search_artist" ON "track_search" USING btree ("main_artist_id");--> statement-breakpoint
CREATE INDEX "track_search_album" ON "track_search" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "track_search_meta" ON "track_search" USING gin ("meta_vector");--> statement-breakpoint
CREATE INDEX "track_search_vector" ON "track_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "track_search_trgm" ON "track_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_seq" ON "tracks" USING btree ("seq");
--> statement-breakpoint
CREATE TRIGGER tracks_search_sync AFTER INSERT OR UPDATE ON tracks
  FOR EACH ROW EXECUTE FUNCTION cueline_track_search_sync();
--> statement-breakpoint
ANALYZE track_search;

-- The sample rows of track_search (one track in eight, `sample`) packed into a table of their own. A sample
-- count (the estimate of a word with very many matches, docs/decisions/0004) read its 3,000–6,000 matching
-- sample rows from as many track_search pages (each row shares its page with seven rows not in the sample);
-- here they fill a few hundred pages. Only what a sample count reads: the filters, the chips as integers and
-- the words without positions (`strip`: a prefix match needs none), so the rows stay small.
CREATE TABLE "track_search_sample" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"main_artist_id" uuid NOT NULL,
	"album_id" uuid,
	"explicit" boolean NOT NULL,
	"instrumental" boolean NOT NULL,
	"genre_bits" integer NOT NULL,
	"mood_bits" integer NOT NULL,
	"instrument_bits" integer NOT NULL,
	"tempo_code" smallint NOT NULL,
	"density_code" smallint NOT NULL,
	"vocal_code" smallint NOT NULL,
	"language_code" smallint NOT NULL,
	"version_code" smallint NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- The sample's partial index on track_search is replaced by the table's own.
DROP INDEX "track_search_vector_sample";--> statement-breakpoint
-- Every write of a sample row of track_search (the tracks_search_sync trigger's upsert and delete) is copied;
-- a track's id, and so whether it is in the sample, never changes.
CREATE OR REPLACE FUNCTION cueline_track_search_sample_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM track_search_sample WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO track_search_sample (id, owner_id, main_artist_id, album_id, explicit, instrumental, genre_bits, mood_bits,
    instrument_bits, tempo_code, density_code, vocal_code, language_code, version_code, search_vector)
  VALUES (NEW.id, NEW.owner_id, NEW.main_artist_id, NEW.album_id, NEW.explicit, NEW.instrumental, NEW.genre_bits, NEW.mood_bits,
    NEW.instrument_bits, NEW.tempo_code, NEW.density_code, NEW.vocal_code, NEW.language_code, NEW.version_code, strip(NEW.search_vector))
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, main_artist_id = EXCLUDED.main_artist_id, album_id = EXCLUDED.album_id,
    explicit = EXCLUDED.explicit, instrumental = EXCLUDED.instrumental, genre_bits = EXCLUDED.genre_bits, mood_bits = EXCLUDED.mood_bits,
    instrument_bits = EXCLUDED.instrument_bits, tempo_code = EXCLUDED.tempo_code, density_code = EXCLUDED.density_code,
    vocal_code = EXCLUDED.vocal_code, language_code = EXCLUDED.language_code, version_code = EXCLUDED.version_code,
    search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER track_search_sample_write AFTER INSERT OR UPDATE ON track_search
  FOR EACH ROW WHEN (NEW.sample) EXECUTE FUNCTION cueline_track_search_sample_sync();
--> statement-breakpoint
CREATE TRIGGER track_search_sample_delete AFTER DELETE ON track_search
  FOR EACH ROW WHEN (OLD.sample) EXECUTE FUNCTION cueline_track_search_sample_sync();
--> statement-breakpoint
INSERT INTO track_search_sample (id, owner_id, main_artist_id, album_id, explicit, instrumental, genre_bits, mood_bits,
  instrument_bits, tempo_code, density_code, vocal_code, language_code, version_code, search_vector)
SELECT id, owner_id, main_artist_id, album_id, explicit, instrumental, genre_bits, mood_bits, instrument_bits, tempo_code,
  density_code, vocal_code, language_code, version_code, strip(search_vector)
FROM track_search WHERE sample;
--> statement-breakpoint
CREATE INDEX "track_search_sample_vector" ON "track_search_sample" USING gin ("search_vector");
--> statement-breakpoint
ANALYZE track_search_sample;

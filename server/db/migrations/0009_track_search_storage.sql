-- track_search keeps its small columns in the row, never compressed or moved out (STORAGE PLAIN), so counting
-- chips does not detoast; only the lyrics' search_vector leaves the row. meta_vector loses positions (only
-- matched, never ranked by position). Rows are rewritten so existing ones take the new layout.
ALTER TABLE "track_search" ALTER COLUMN "genres" SET STORAGE PLAIN, ALTER COLUMN "moods" SET STORAGE PLAIN,
  ALTER COLUMN "instruments" SET STORAGE PLAIN, ALTER COLUMN "search_text" SET STORAGE PLAIN,
  ALTER COLUMN "meta_vector" SET STORAGE PLAIN, ALTER COLUMN "title_key" SET STORAGE PLAIN;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_search_meta(search_text text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS
  $$ SELECT strip(to_tsvector('simple', search_text)) $$;
--> statement-breakpoint
UPDATE track_search SET genres = genres || '{}', moods = moods || '{}', instruments = instruments || '{}',
  search_text = search_text || '', title_key = title_key || '', meta_vector = cueline_track_search_meta(search_text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted THEN
    DELETE FROM track_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO track_search (id, owner_id, main_artist_id, album_id, genres, moods, instruments, tempo, density, vocal_type, language,
    version, explicit, instrumental, title_key, duration, release_date, created_at, search_text, meta_vector, search_vector)
  VALUES (NEW.id, NEW.owner_id, NEW.main_artist_id, NEW.album_id, NEW.genres, NEW.moods, NEW.instruments, NEW.tempo, NEW.density,
    NEW.vocal_type, NEW.language, NEW.version, NEW.explicit, NEW.instrumental, lower(NEW.title), NEW.duration, NEW.release_date,
    NEW.created_at, NEW.search_text, cueline_track_search_meta(NEW.search_text), NEW.search_vector)
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
ANALYZE track_search;

-- An unpublished track (a composer order's delivery, docs/decisions/0061) is not live for the catalogue: the
-- search side (track_search, and with it the chip index and every search) and the facet counts treat it as a
-- deleted one. Publishing it is an update that writes both, as restoring a hidden track does.
CREATE OR REPLACE FUNCTION cueline_track_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted OR NEW.unpublished THEN
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
CREATE OR REPLACE FUNCTION cueline_track_facet_apply(sign int, rows tracks[]) RETURNS void LANGUAGE sql AS $$
  WITH live AS (SELECT r.* FROM unnest(rows) r WHERE NOT r.deleted AND NOT r.unpublished)
  INSERT INTO track_facet_counts (grp, value, n)
  SELECT grp, value, sum(sign)::int FROM (
    SELECT 'genres' AS grp, unnest(genres) AS value FROM live
    UNION ALL SELECT 'moods', unnest(moods) FROM live
    UNION ALL SELECT 'instruments', unnest(instruments) FROM live
    UNION ALL SELECT 'tempo', tempo FROM live WHERE tempo IS NOT NULL
    UNION ALL SELECT 'density', density FROM live WHERE density IS NOT NULL
    UNION ALL SELECT 'vocalType', vocal_type FROM live WHERE vocal_type IS NOT NULL
    UNION ALL SELECT 'language', language FROM live WHERE language IS NOT NULL
    UNION ALL SELECT 'version', version FROM live
    UNION ALL SELECT '', '' FROM live
  ) v GROUP BY grp, value
  ON CONFLICT (grp, value) DO UPDATE SET n = track_facet_counts.n + EXCLUDED.n
$$;

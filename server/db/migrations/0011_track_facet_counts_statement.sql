-- track_facet_counts follows `tracks` with one statement trigger per event instead of following track_search:
-- track_search is written row by row (its sync trigger), so a statement trigger there ran once per track
-- and a bulk insert updated the same count rows once per track. Live rows count; deleted rows do not.
DROP TRIGGER IF EXISTS track_search_counts_insert ON track_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS track_search_counts_update ON track_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS track_search_counts_delete ON track_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cueline_track_facet_counts();
--> statement-breakpoint
DROP FUNCTION IF EXISTS cueline_track_facet_apply(int, track_search[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_facet_apply(sign int, rows tracks[]) RETURNS void LANGUAGE sql AS $$
  WITH live AS (SELECT r.* FROM unnest(rows) r WHERE NOT r.deleted)
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_facet_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cueline_track_facet_apply(-1, array(SELECT ROW(o.*)::tracks FROM old_rows o));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM cueline_track_facet_apply(1, array(SELECT ROW(n.*)::tracks FROM new_rows n));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tracks_facet_counts_insert AFTER INSERT ON tracks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();
--> statement-breakpoint
CREATE TRIGGER tracks_facet_counts_update AFTER UPDATE ON tracks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();
--> statement-breakpoint
CREATE TRIGGER tracks_facet_counts_delete AFTER DELETE ON tracks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();

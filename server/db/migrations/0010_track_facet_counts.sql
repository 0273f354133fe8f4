CREATE TABLE "track_facet_counts" (
	"grp" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "track_facet_counts_grp_value_pk" PRIMARY KEY("grp","value")
);
--> statement-breakpoint
-- Adds `sign` × each chip value of `rows` (and the total, grp = value = '') to track_facet_counts.
CREATE OR REPLACE FUNCTION cueline_track_facet_apply(sign int, rows track_search[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO track_facet_counts (grp, value, n)
  SELECT grp, value, sum(sign)::int FROM (
    SELECT 'genres' AS grp, unnest(r.genres) AS value FROM unnest(rows) r
    UNION ALL SELECT 'moods', unnest(r.moods) FROM unnest(rows) r
    UNION ALL SELECT 'instruments', unnest(r.instruments) FROM unnest(rows) r
    UNION ALL SELECT 'tempo', r.tempo FROM unnest(rows) r WHERE r.tempo IS NOT NULL
    UNION ALL SELECT 'density', r.density FROM unnest(rows) r WHERE r.density IS NOT NULL
    UNION ALL SELECT 'vocalType', r.vocal_type FROM unnest(rows) r WHERE r.vocal_type IS NOT NULL
    UNION ALL SELECT 'language', r.language FROM unnest(rows) r WHERE r.language IS NOT NULL
    UNION ALL SELECT 'version', r.version FROM unnest(rows) r
    UNION ALL SELECT '', '' FROM unnest(rows) r
  ) v GROUP BY grp, value
  ON CONFLICT (grp, value) DO UPDATE SET n = track_facet_counts.n + EXCLUDED.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_track_facet_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cueline_track_facet_apply(-1, array(SELECT ROW(o.*)::track_search FROM old_rows o));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM cueline_track_facet_apply(1, array(SELECT ROW(n.*)::track_search FROM new_rows n));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER track_search_counts_insert AFTER INSERT ON track_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();
--> statement-breakpoint
CREATE TRIGGER track_search_counts_update AFTER UPDATE ON track_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();
--> statement-breakpoint
CREATE TRIGGER track_search_counts_delete AFTER DELETE ON track_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_track_facet_counts();
--> statement-breakpoint
SELECT cueline_track_facet_apply(1, array(SELECT t FROM track_search t));

-- Statistics writers take one lock (docs/decisions/0017-statistics-rollups.md). The rollup triggers of
-- migration 0031 upsert shared rows (an owner's day, a track's day, a listener's bits) until commit. Two
-- transactions that each wrote several events reached those rows in different orders and deadlocked,
-- for example two users' listens of one owner's tracks. Every statement on a table with rollups now takes
-- a transaction-scoped advisory lock first, before any rollup row is locked. Writers of rollups then take
-- turns and can no longer wait on each other in a cycle. Readers never take it.
CREATE OR REPLACE FUNCTION cueline_statistics_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listens_statistics_lock BEFORE INSERT OR UPDATE ON listens
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER favourites_statistics_lock BEFORE INSERT OR UPDATE ON favourites
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER playlists_statistics_lock BEFORE INSERT OR UPDATE ON playlists
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER track_downloads_statistics_lock BEFORE INSERT ON track_downloads
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER orders_statistics_lock BEFORE INSERT OR UPDATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER order_lines_statistics_lock BEFORE INSERT OR UPDATE ON order_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();

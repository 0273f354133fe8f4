-- Catalogue and library tables join the changefeed (server/sync/README.md).
CREATE TRIGGER artists_changefeed BEFORE INSERT OR UPDATE ON artists
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER albums_changefeed BEFORE INSERT OR UPDATE ON albums
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER tracks_changefeed BEFORE INSERT OR UPDATE ON tracks
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER favourites_changefeed BEFORE INSERT OR UPDATE ON favourites
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER listens_changefeed BEFORE INSERT OR UPDATE ON listens
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER playlists_changefeed BEFORE INSERT OR UPDATE ON playlists
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();

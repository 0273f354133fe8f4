-- projects and workspaces are replicated (docs/licensing.md §7); a change of an embedded child rewrites its
-- parent row, so the parent's seq moves (server/db/schema/projects.ts).
CREATE TRIGGER projects_changefeed BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER workspaces_changefeed BEFORE INSERT OR UPDATE ON workspaces
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();

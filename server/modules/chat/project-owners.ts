import { sql } from 'drizzle-orm';

/**
 * The owners a project has an owner thread for (docs/decisions/0014), as a query of their ids (`id`):
 * for now, every owner with a track placed in one of the project's live workspaces. The orders work
 * narrows this to owners with requests in the project; it is the one place that rule lives, read by
 * the chat (who has a thread) and by the projects module (who is kept out of other owners' threads).
 */
export const projectOwnersSql = (projectId: string) => sql`
  select distinct t.owner_id as id from track_entries e
    join workspaces w on w.id = e.workspace_id
    join tracks t on t.id = e.track_id
  where w.project_id = ${projectId} and not w.deleted`;

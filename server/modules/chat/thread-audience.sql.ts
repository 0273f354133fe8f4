import { sql } from 'drizzle-orm';

// Who is in a project thread's audience: the owners with a thread, and the messages' copy of it.

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

/**
 * The audience of a new message of a project's thread, as an array of ids in order: the team thread's is
 * the members; an owner thread's its owner and the members who own no tracks in the project
 * (docs/decisions/0013, 0014), the same rule as `messageAudienceSql` rewrites them by.
 */
export const threadAudienceSql = (projectId: string, ownerId: string | null) =>
  ownerId
    ? sql`array(select u from (
        select m.user_id as u from project_members m
          where m.project_id = ${projectId}
            and (m.user_id = ${ownerId}::uuid or m.user_id not in (${projectOwnersSql(projectId)}))
        union select ${ownerId}::uuid) audience
      order by u)`
    : sql`array(select m.user_id from project_members m where m.project_id = ${projectId} order by m.user_id)`;

/**
 * Rewrites the audience of a project's chat messages where it changed (docs/decisions/0013): the team
 * thread's is the members; an owner thread's is its owner and the members, but not a member who owns
 * tracks in the project too (an owner never sees another owner's thread). A user who left a message's
 * audience gets a tombstone, one who came back loses theirs; a deleted project deletes its messages.
 * Owners in the project are the chat's rule (`projectOwnersSql`).
 */
export const messageAudienceSql = (id: string) => sql`
  with owners as (${projectOwnersSql(id)}),
  members as (select m.user_id as id from project_members m where m.project_id = ${id}),
  gone as (select p.deleted from projects p where p.id = ${id}),
  next as (
    select c.id, c.audience_ids as old, array(
        select u from (
          select members.id as u from members
            where c.owner_id is null or members.id = c.owner_id
              or members.id not in (select owners.id from owners)
          union select c.owner_id where c.owner_id is not null) audience
        order by u) as aud
    from chat_messages c where c.project_id = ${id}),
  changed as (
    update chat_messages c set audience_ids = next.aud, deleted = c.deleted or (select deleted from gone)
    from next
    where c.id = next.id
      and (c.audience_ids is distinct from next.aud or ((select deleted from gone) and not c.deleted))
    returning c.id, next.old, next.aud),
  revoked as (
    insert into sync_tombstones (user_id, collection, doc_id)
      select u, 'messages', changed.id::text from changed, unnest(changed.old) u
      where not (u = any(changed.aud))
    on conflict (user_id, collection, doc_id) do update set seq = nextval('change_seq')
    returning 1),
  restored as (
    delete from sync_tombstones s using changed
    where s.collection = 'messages' and s.doc_id = changed.id::text and s.user_id = any(changed.aud)
    returning 1)
  select (select count(*) from changed) as changed`;

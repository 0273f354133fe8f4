import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';
import type { ProjectDocType } from '../schemas/projects.schema';
import type { WorkspaceDocType } from '../schemas/workspaces.schema';

/**
 * Live reads of the project workspace (docs/licensing.md §7): the replicated `projects` and `workspaces`
 * documents as plain objects. A project the user lost access to disappears (the server sends it deleted).
 */

/** Every project the user is a member of, newest first, live. */
export function projectsQuery(db: CueDatabase): Observable<ProjectDocType[]> {
  return db.projects
    .find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as ProjectDocType)));
}

/** One project, live; null when it is unknown, deleted or no longer shared with the user. */
export function projectQuery(db: CueDatabase, id: string): Observable<ProjectDocType | null> {
  return db.projects.findOne(id).$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as ProjectDocType) : null)));
}

/** A project's workspaces, oldest first (the order episodes were created in), live. */
export function projectWorkspacesQuery(db: CueDatabase, projectId: string): Observable<WorkspaceDocType[]> {
  return db.workspaces
    .find({ selector: { projectId: { $eq: projectId } }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as WorkspaceDocType)));
}

/** One workspace, live; null when it is unknown, deleted or no longer shared with the user. */
export function workspaceQuery(db: CueDatabase, id: string): Observable<WorkspaceDocType | null> {
  return db.workspaces
    .findOne(id)
    .$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as WorkspaceDocType) : null)));
}

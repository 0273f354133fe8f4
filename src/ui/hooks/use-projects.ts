import { useMemo } from 'react';
import {
  projectQuery,
  projectsQuery,
  projectWorkspacesQuery,
  workspaceQuery,
  type ProjectDocType,
  type WorkspaceDocType,
} from '../../db';
import type { ProjectRole } from '../../domain/projects';
import { useObservableState } from './use-observable';
import { useSession } from './use-session';
import { useLocalDb } from '../local-data';

/**
 * The project workspace read live from the local database (docs/licensing.md §7), for the projects
 * screens and the workspace alike. A value is undefined (or null for lists) while the database opens;
 * a project or workspace the user lost access to becomes null.
 */

/** Every project the user is a member of, newest first; null while loading. */
export function useProjects(): { projects: ProjectDocType[] | null; error: unknown } {
  const db = useLocalDb();
  const source = useMemo(() => (db ? projectsQuery(db) : null), [db]);
  const { value, error } = useObservableState<ProjectDocType[] | null>(source, null);
  return { projects: value, error };
}

/** One project: undefined while loading, null when it is unknown or no longer shared. */
export function useProject(id: string): { project: ProjectDocType | null | undefined; error: unknown } {
  const db = useLocalDb();
  const source = useMemo(() => (db ? projectQuery(db, id) : null), [db, id]);
  const { value, error } = useObservableState<ProjectDocType | null | undefined>(source, undefined);
  return { project: value, error };
}

/** A project's workspaces, oldest first; null while loading. */
export function useProjectWorkspaces(projectId: string): {
  workspaces: WorkspaceDocType[] | null;
  error: unknown;
} {
  const db = useLocalDb();
  const source = useMemo(() => (db ? projectWorkspacesQuery(db, projectId) : null), [db, projectId]);
  const { value, error } = useObservableState<WorkspaceDocType[] | null>(source, null);
  return { workspaces: value, error };
}

/** One workspace: undefined while loading, null when it is unknown or no longer shared. */
export function useWorkspace(id: string): { workspace: WorkspaceDocType | null | undefined; error: unknown } {
  const db = useLocalDb();
  const source = useMemo(() => (db ? workspaceQuery(db, id) : null), [db, id]);
  const { value, error } = useObservableState<WorkspaceDocType | null | undefined>(source, undefined);
  return { workspace: value, error };
}

/** The signed-in user's role in a project (docs/licensing.md §2), null for an outsider or while signed out. */
export function useProjectRole(project: ProjectDocType | null | undefined): ProjectRole | null {
  const { state } = useSession();
  const userId = state.user?._id;
  if (!project || !userId) return null;
  return project.members.find((member) => member.userId === userId)?.role ?? null;
}

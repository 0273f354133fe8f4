import { useMemo } from 'react';
import type { TrackDocument } from '../../../domain/catalog';
import {
  can,
  entriesInScreenOrder,
  groupEntries,
  type EntryGroup,
  type ProjectDocument,
  type ProjectRole,
  type TrackEntry,
  type WorkspaceDocument,
} from '../../../domain/projects';
import { useLibraryTracks, type LibraryTracks } from '../../hooks/use-library-tracks';
import { useProject, useProjectWorkspaces, useWorkspace } from '../../hooks/use-projects';
import { useSession } from '../../hooks/use-session';

export interface WorkspaceRights {
  role: ProjectRole | null;
  /** Scenes, placements, entries and statuses (docs/licensing.md §2 "edit"); never in a closed project. */
  edit: boolean;
  /** The workspace's and entries' comments. */
  comment: boolean;
  /** Requesting licences for entries (docs/licensing.md §2 "request"). */
  request: boolean;
}

export interface WorkspaceData {
  project: ProjectDocument;
  workspace: WorkspaceDocument;
  /** Every workspace of the project (the targets of "Move to another workspace"). */
  siblings: WorkspaceDocument[];
  rights: WorkspaceRights;
  groups: EntryGroup[];
  tracks: LibraryTracks;
  trackById: ReadonlyMap<string, TrackDocument>;
  /** The workspace's tracks in screen order, each once: what "Play workspace" queues. */
  queue: TrackDocument[];
}

/** The role's rights on this project, none once the Creator closed it (read-only, docs/licensing.md §2). */
export function workspaceRights(project: ProjectDocument, userId: string | undefined): WorkspaceRights {
  const role = project.members.find((member) => member.userId === userId)?.role ?? null;
  const open = project.closedAt === null;
  return {
    role,
    edit: open && can(role, 'edit'),
    comment: open && can(role, 'comment'),
    request: open && can(role, 'request'),
  };
}

function uniqueTrackIds(entries: readonly TrackEntry[] | undefined): string[] | null {
  return entries ? [...new Set(entries.map((entry) => entry.trackId))] : null;
}

/**
 * The workspace screen's data, live from the local database: the project, the workspace (null when it
 * is unknown, of another project or no longer shared; undefined while loading), the caller's rights, the
 * entries grouped under their scenes and the tracks they place.
 */
export function useWorkspaceData(projectId: string, workspaceId: string): WorkspaceData | null | undefined {
  const { project } = useProject(projectId);
  const { workspace } = useWorkspace(workspaceId);
  const { workspaces } = useProjectWorkspaces(projectId);
  const userId = useSession().state.user?._id;
  const tracks = useLibraryTracks(uniqueTrackIds(workspace?.entries));
  const known = tracks.tracks;
  const trackById = useMemo(() => new Map(known.map((track) => [track.id, track])), [known]);
  const groups = useMemo(
    () => (workspace ? groupEntries(workspace.scenes, workspace.entries) : []),
    [workspace],
  );
  const queue = useMemo(() => {
    if (!workspace) return [];
    const seen = new Set<string>();
    const list: TrackDocument[] = [];
    for (const entry of entriesInScreenOrder(workspace.scenes, workspace.entries)) {
      const track = trackById.get(entry.trackId);
      if (track && !seen.has(track.id)) {
        seen.add(track.id);
        list.push(track);
      }
    }
    return list;
  }, [workspace, trackById]);
  if (project === undefined || workspace === undefined) return undefined;
  if (!project || !workspace || workspace.projectId !== project.id) return null;
  return {
    project,
    workspace,
    siblings: workspaces ?? [],
    rights: workspaceRights(project, userId),
    groups,
    tracks,
    trackById,
    queue,
  };
}

import {
  scenesInOrder,
  type ProjectDocument,
  type Scene,
  type WorkspaceDocument,
} from '../../../domain/projects';
import type { WorkspaceT } from './i18n';

/** "Episode 2: Pilot", or "Workspace without an episode" when it is bound to none. */
export function workspaceTitle(
  t: WorkspaceT,
  project: ProjectDocument,
  workspace: WorkspaceDocument,
): string {
  const episode = project.episodes.find((known) => known.id === workspace.episodeId);
  if (!episode) return t('unboundWorkspace');
  return episode.title
    ? t('episodeTitled', { number: episode.number, title: episode.title })
    : t('episodeLabel', { number: episode.number });
}

/** The targets of "Move to scene": every scene in order but `current`, then "No scene" unless it is current. */
export function sceneTargets(
  t: WorkspaceT,
  scenes: readonly Scene[],
  current: string | null,
): { id: string | null; name: string }[] {
  const list: { id: string | null; name: string }[] = scenesInOrder(scenes)
    .filter((scene) => scene.id !== current)
    .map((scene) => ({ id: scene.id, name: scene.description }));
  if (current !== null) list.push({ id: null, name: t('noScene') });
  return list;
}

/** The episode's length in seconds when the workspace is bound to one: scenes and entries lie within it. */
export function episodeDuration(project: ProjectDocument, workspace: WorkspaceDocument): number | null {
  return project.episodes.find((episode) => episode.id === workspace.episodeId)?.duration ?? null;
}

import type { Episode, Scene } from './documents';

/**
 * docs/licensing.md §2 "Episode": numbers are unique within the project. The message key when another
 * episode (not `exceptId`, the one being changed) already has the number, else null.
 */
export function episodeNumberTaken(
  episodes: readonly Pick<Episode, 'id' | 'number'>[],
  number: number,
  exceptId?: string,
): 'projects.episodeTaken' | null {
  return episodes.some((episode) => episode.number === number && episode.id !== exceptId)
    ? 'projects.episodeTaken'
    : null;
}

/** Episodes in number order. */
export const sortEpisodes = <T extends Pick<Episode, 'number'>>(episodes: readonly T[]): T[] =>
  [...episodes].sort((a, b) => a.number - b.number);

/** A workspace's scenes ordered by start (docs/licensing.md §2), then end, then id, so every tab agrees. */
export const sortScenes = <T extends Pick<Scene, 'id' | 'start' | 'end'>>(scenes: readonly T[]): T[] =>
  [...scenes].sort((a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

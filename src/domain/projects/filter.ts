import type { ProjectStatus, ProjectType } from './enums';

/**
 * The projects list's search and filters (docs/licensing.md §2 "Projects list"), run on every keystroke
 * over the local documents: Active holds open projects, Archive the closed ones.
 */
export type ProjectsTab = 'active' | 'archive';

export interface ProjectsFilter {
  tab: ProjectsTab;
  /** Matched, case- and accent-insensitively, against name, description, director, production and brand. */
  search: string;
  type: ProjectType | null;
  status: ProjectStatus | null;
}

/** The fields the filter reads; the local project document has them. */
export interface FilterableProject {
  name: string;
  description: string | null;
  director: string | null;
  production: string | null;
  brand: string | null;
  type: ProjectType;
  status: ProjectStatus;
  closedAt: string | null;
}

export const emptyProjectsFilter: ProjectsFilter = { tab: 'active', search: '', type: null, status: null };

/** Lower case without diacritics; ё reads as е, as Russian users type it. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ё/g, 'е');
}

const searchableText = (project: FilterableProject) =>
  foldText(
    [project.name, project.description, project.director, project.production, project.brand]
      .filter((part): part is string => Boolean(part))
      .join('\n'),
  );

/** Whether a project belongs in a tab: the Archive holds the closed ones. */
export const inTab = (project: FilterableProject, tab: ProjectsTab): boolean =>
  (project.closedAt !== null || project.status === 'closed') === (tab === 'archive');

/**
 * The projects that pass the filter, in their given order. Every word of the search must appear (in any
 * field); the type and status filters narrow further. `cache` keeps each project's folded text between
 * keystrokes.
 */
export function filterProjects<P extends FilterableProject>(
  projects: readonly P[],
  filter: ProjectsFilter,
  cache: WeakMap<P, string> = new WeakMap(),
): P[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return projects.filter((project) => {
    if (!inTab(project, filter.tab)) return false;
    if (filter.type && project.type !== filter.type) return false;
    if (filter.status && project.status !== filter.status) return false;
    if (words.length === 0) return true;
    let text = cache.get(project);
    if (text === undefined) {
      text = searchableText(project);
      cache.set(project, text);
    }
    return words.every((word) => text.includes(word));
  });
}

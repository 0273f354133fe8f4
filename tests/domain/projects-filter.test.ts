import { describe, expect, it } from 'vitest';
import {
  emptyProjectsFilter,
  filterProjects,
  foldText,
  inTab,
  type FilterableProject,
} from '../../src/domain/projects';

const project = (overrides: Partial<FilterableProject>): FilterableProject => ({
  name: 'Untitled',
  description: null,
  director: null,
  production: null,
  brand: null,
  type: 'film',
  status: 'draft',
  closedAt: null,
  ...overrides,
});

const names = (list: FilterableProject[]) => list.map((known) => known.name);

describe('projects list filter (docs/licensing.md §2)', () => {
  const northern = project({ name: 'Northern Lights', director: 'Анна Ёлкина', type: 'tv_series' });
  const coffee = project({
    name: 'Coffee spot',
    brand: 'Crème Café',
    type: 'commercial',
    status: 'in_progress',
  });
  const closed = project({
    name: 'Old doc',
    type: 'documentary',
    status: 'closed',
    closedAt: '2026-01-01T00:00:00Z',
  });
  const all = [northern, coffee, closed];

  it('splits active and archived projects into their tabs', () => {
    expect(names(filterProjects(all, emptyProjectsFilter))).toEqual(['Northern Lights', 'Coffee spot']);
    expect(names(filterProjects(all, { ...emptyProjectsFilter, tab: 'archive' }))).toEqual(['Old doc']);
    expect(inTab(project({ status: 'closed' }), 'archive')).toBe(true);
  });

  it('finds every word in any field, ignoring case, accents and ё', () => {
    const search = (text: string) => names(filterProjects(all, { ...emptyProjectsFilter, search: text }));
    expect(search('north')).toEqual(['Northern Lights']);
    expect(search('creme cafe')).toEqual(['Coffee spot']);
    expect(search('елкина')).toEqual(['Northern Lights']);
    expect(search('  LIGHTS   northern ')).toEqual(['Northern Lights']);
    expect(search('lights coffee')).toEqual([]);
    expect(search('')).toEqual(['Northern Lights', 'Coffee spot']);
  });

  it('narrows by type and status, keeping the given order', () => {
    expect(names(filterProjects(all, { ...emptyProjectsFilter, type: 'commercial' }))).toEqual([
      'Coffee spot',
    ]);
    expect(names(filterProjects(all, { ...emptyProjectsFilter, status: 'draft' }))).toEqual([
      'Northern Lights',
    ]);
    expect(filterProjects(all, { ...emptyProjectsFilter, type: 'film' })).toEqual([]);
  });

  it('reuses the folded text it kept for a project', () => {
    const cache = new WeakMap<FilterableProject, string>();
    filterProjects(all, { ...emptyProjectsFilter, search: 'x' }, cache);
    expect(cache.get(coffee)).toBe(foldText('Coffee spot\nCrème Café'));
  });
});

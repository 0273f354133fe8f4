import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDocType } from '../../src/db';
import { ProjectsList } from '../../src/ui/projects/projects-list';
import { renderUi } from './support/render';

let counter = 0;
const project = (overrides: Partial<ProjectDocType>): ProjectDocType => {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: 'Untitled',
    description: null,
    type: 'film',
    budgetMin: null,
    budgetMax: null,
    director: null,
    episodesCount: null,
    seasons: null,
    platforms: [],
    production: null,
    productionYear: null,
    brand: null,
    coverColor: 'teal',
    coverImageUrl: null,
    status: 'draft',
    closedAt: null,
    creatorId: '00000000-0000-4000-8000-000000000999',
    members: [
      {
        userId: '00000000-0000-4000-8000-000000000999',
        role: 'creator',
        name: 'Anna Tester',
        email: 'anna@example.com',
        avatarUrl: null,
        addedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    invitations: [],
    episodes: [],
    compilations: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-03-12T10:00:00.000Z',
    seq: counter,
    ...overrides,
  };
};

describe('the projects list', { timeout: 30_000 }, () => {
  const series = project({
    name: 'Northern Lights',
    type: 'tv_series',
    status: 'in_progress',
    episodes: [
      {
        id: '00000000-0000-4000-8000-000000000501',
        number: 1,
        title: null,
        duration: 2700,
        workspaceId: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000502',
        number: 2,
        title: null,
        duration: 2700,
        workspaceId: null,
      },
    ],
  });
  const advert = project({ name: 'Coffee spot', type: 'commercial', brand: 'Crème Café' });
  const archived = project({
    name: 'Old doc',
    type: 'documentary',
    status: 'closed',
    closedAt: '2026-02-01T00:00:00.000Z',
  });

  it('explains the first step when there is no project, with New project', async () => {
    const onCreate = vi.fn();
    const { user } = await renderUi(<ProjectsList projects={[]} onCreate={onCreate} />);
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New project' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('shows type, status, episodes and last activity, active projects first and closed ones in the Archive', async () => {
    const { user } = await renderUi(
      <ProjectsList projects={[series, advert, archived]} onCreate={() => {}} />,
    );
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = within(list).getByRole('link', { name: /Northern Lights/ });
    expect(card.textContent).toContain('TV series');
    expect(card.textContent).toContain('In progress');
    expect(card.textContent).toContain('2 episodes');
    expect(card.textContent).toMatch(/Updated .*2026/);
    expect(card.getAttribute('href')).toBe(`/projects/${series.id}`);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const archive = screen.getByRole('list', { name: 'Projects' });
    expect(
      within(archive)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Old doc')]);
  });

  it('filters at every keystroke and offers to clear a search that finds nothing', async () => {
    const { user } = await renderUi(
      <ProjectsList projects={[series, advert, archived]} onCreate={() => {}} />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'creme');
    expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Coffee spot/ })).toBeTruthy();
    await user.type(search, ' zzz');
    expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull();
    expect(screen.getByText('No project matches the search and filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link')).toHaveLength(2);
  });

  it('renders a first screenful of a long list and the rest on Show more; a new search starts over', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      project({ name: `Reel ${n}`, updatedAt: `2026-03-12T10:${String(59 - n).padStart(2, '0')}:00.000Z` }),
    );
    const { user } = await renderUi(<ProjectsList projects={many} onCreate={() => {}} />);
    const cards = () => within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link');
    expect(cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more (6 more)' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'reel');
    expect(cards()).toHaveLength(24);
  });

  it('speaks Russian', async () => {
    await renderUi(<ProjectsList projects={[series]} onCreate={() => {}} />, { language: 'ru' });
    const card = screen.getByRole('link', { name: /Northern Lights/ });
    expect(card.textContent).toContain('Сериал');
    expect(card.textContent).toContain('2 серии');
    expect(screen.getByRole('button', { name: 'Архив' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDocType } from '../../src/db';
import { ServicesContext } from '../../src/ui/hooks/services';
import { ProjectHeader } from '../../src/ui/projects/project-header';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';
import { projectDoc } from './support/workspace-fixtures';

const network = (async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/user/info')) return Response.json(testUser);
  throw new Error(`unexpected request ${url}`);
}) as typeof fetch;

async function renderHeader(project: ProjectDocType, language: 'en' | 'ru' = 'en') {
  const services = await signedInServices(network);
  return renderUi(<ProjectHeader project={project} role="creator" />, {
    language,
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

/** The text of the definition list's value for `term`. */
const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

// Issue 26 §4: the project's budget, director and production company read on its page, not only in the form.
describe('the project header', () => {
  it('shows the budget range, the director and the production company', async () => {
    const project = projectDoc('creator', {
      budgetMin: 15_000_000,
      budgetMax: 40_000_050,
      director: 'Ilya Petrov',
      production: 'North Star Pictures',
    }) as ProjectDocType;
    await renderHeader(project);
    expect(valueOf('Budget')).toBe('₽150,000 – ₽400,000.50');
    expect(valueOf('Director')).toBe('Ilya Petrov');
    expect(valueOf('Production company')).toBe('North Star Pictures');
  });

  it('shows an open-ended budget in Russian and leaves out what is not set', async () => {
    await renderHeader(projectDoc('creator', { budgetMin: 15_000_000 }) as ProjectDocType, 'ru');
    expect(valueOf('Бюджет')).toMatch(/^от 150\s000/);
    expect(screen.queryByText('Режиссёр')).toBeNull();
  });
});

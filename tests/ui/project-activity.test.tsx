import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDocType } from '../../src/db';
import { ServicesContext } from '../../src/ui/hooks/services';
import { ActivitySection } from '../../src/ui/projects/side-sections';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';
import { projectDoc } from './support/workspace-fixtures';

const change = (n: number, fields: string[]) => ({
  _id: `00000000-0000-4000-8000-00000000a00${n}`,
  userId: testUser._id,
  action: 'project.change',
  objectId: null,
  details: { fields },
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
});

const network = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
  if (url.pathname.endsWith('/project/project-history'))
    return Response.json({
      data: [change(2, ['budgetMin', 'budgetMax', 'director']), change(1, ['coverColor'])],
      page: 1,
      limit: 20,
      total: 2,
    });
  throw new Error(`unexpected request ${url.pathname}`);
}) as typeof fetch;

async function renderActivity(language: 'en' | 'ru') {
  const services = await signedInServices(network);
  const project = projectDoc('creator') as ProjectDocType;
  return renderUi(<ActivitySection project={project} />, {
    language,
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

// Issue 26 §4: the Activity tab says what a change changed, not "changed the project" each time.
describe("the project's activity", { timeout: 30_000 }, () => {
  it('names the fields each change changed', async () => {
    await renderActivity('en');
    expect(
      await screen.findByText(/changed the project: Budget and Director$/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/changed the project: Cover colour$/)).toBeTruthy();
  });

  it('names them in Russian', async () => {
    await renderActivity('ru');
    expect(
      await screen.findByText(/изменил\(а\) проект: Бюджет и Режиссёр$/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase, TrackDocType } from '../../src/db';
import type { CompanyRole, LegalEntityInfoApi } from '../../src/domain/legal-entities';
import type { Language } from '../../src/domain/roles';
import type { ProjectRole, WorkspaceDocument } from '../../src/domain/projects';
import { WorkspacePage } from '../../src/ui/projects/workspace/workspace-page';
import { openTestDatabase } from '../db/support';
import { trackFactory } from '../db/tracks-support';
import { orderApi, orderDoc } from './support/order-fixtures';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import {
  entry,
  projectDoc,
  projectId,
  withPlayer,
  workspaceDoc,
  workspaceId,
} from './support/workspace-fixtures';

const wait = { timeout: 10_000 };

type Answer = { status: number; body: unknown };

/** The user's company as `GET /api/legal-entity/info` answers it: `role` and `rights` theirs in it. */
const companyId = '5c1d0000-0000-4000-8000-00000000e001';
const company = (role: CompanyRole, rights: number[]): LegalEntityInfoApi => ({
  entity: {
    _id: companyId,
    name: 'Harbour Films LLC',
    type: 'company',
    tin: '7705123452',
    address: '12 Mosfilmovskaya St, Moscow',
    signatoryName: 'Anna Customer',
    signatoryPosition: 'General Director',
    bik: '044525225',
    bank: 'PJSC Sberbank',
    corrAccount: '30101810400000000225',
    account: '40702810438001234567',
    verified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    role,
    rights,
    members: [],
    requests: [],
  },
  request: null,
});
const mainAdmin = company('main_admin', [1, 2, 3, 4, 5]);

/**
 * The server at the network edge: records `order/create` and answers with `answer()`; the user's
 * company is `entity` (docs/licensing.md §3 "Order").
 */
function fakeServer(answer: () => Answer, entity: LegalEntityInfoApi = mainAdmin) {
  const requests: { url: string; body: unknown }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    if (request.url.endsWith('/legal-entity/info')) return Response.json(entity);
    const body: unknown = request.method === 'GET' ? null : await request.json();
    requests.push({ url: request.url, body });
    const { status, body: reply } = answer();
    return Response.json(reply, { status });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const twoOrders: Answer = {
  status: 200,
  body: [orderApi(orderDoc()), orderApi(orderDoc({ id: '5c1d0000-0000-4000-8000-0000000000d2' }))],
};

describe('requesting licences from the workspace (docs/licensing.md §3 "Order")', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  let tracks: TrackDocType[];
  let workspace: WorkspaceDocument;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks', 'projects', 'workspaces']);
    tracks = ['Alpha', 'Bravo', 'Charlie'].map((title) => trackFactory({ title }));
    await db.tracks.bulkInsert(tracks);
    workspace = workspaceDoc({
      entries: [
        entry(tracks[0]!.id, null),
        entry(tracks[1]!.id, null, { status: 'requested', orderId: '5c1d0000-0000-4000-8000-0000000000d9' }),
        entry(tracks[2]!.id, null),
      ],
    });
    await db.workspaces.insert(workspace);
  });
  afterEach(async () => {
    await db.close();
  });

  async function open(
    role: ProjectRole,
    answer: () => Answer = () => twoOrders,
    language: Language = 'en',
    entity: LegalEntityInfoApi = mainAdmin,
  ) {
    await db.projects.upsert(projectDoc(role));
    const server = fakeServer(answer, entity);
    const services = await signedInServices(server.fetch);
    const view = await renderUi(
      withPlayer(
        <Route path="/workspace/:projectId/:workspaceId">
          <WorkspacePage />
        </Route>,
        `/workspace/${projectId}/${workspaceId}`,
      ),
      { wrapper: withLocalData(services, db), language },
    );
    await screen.findAllByText('Alpha', {}, wait);
    return { ...view, server };
  }

  const sent = (server: ReturnType<typeof fakeServer>) =>
    server.requests.filter((request) => request.url.endsWith('/order/create'));

  it('sends the selected entries no request holds with the terms, the budget in kopecks and the comment', async () => {
    const { user, server } = await open('editor');
    for (const title of ['Alpha', 'Bravo', 'Charlie'])
      await user.click(await screen.findByRole('checkbox', { name: `Select ${title}` }, wait));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByRole('heading').textContent).toBe('Request licences for 2 tracks');
    expect(dialog.textContent).toContain('1 selected track is already requested and is left out.');
    // The one company the user may request for is the licensee, named without a picker.
    expect(await within(dialog).findByText('Harbour Films LLC, TIN 7705123452', {}, wait)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /Customer company/ })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Streaming' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'TV' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Countries' }));
    const countries = within(dialog).getByRole('combobox', { name: /Countries/ });
    await user.type(countries, 'kaz');
    expect((await screen.findAllByRole('option', {}, wait)).map((option) => option.textContent)).toEqual([
      'Kazakhstan (KZ)',
    ]);
    await user.click(await screen.findByRole('option', { name: 'Kazakhstan (KZ)' }, wait));
    await user.type(countries, 'RU');
    await user.click(await screen.findByRole('option', { name: 'Russia (RU)' }, wait));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Perpetual' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Term, months/ }), '24');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Many times' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of uses/ }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Target budget/ }), '150000,50');
    // Issue 26 §3: the customer chooses that no owner sees the budget.
    const shown = within(dialog).getByRole('checkbox', { name: /part of the budget for their tracks/ });
    expect((shown as HTMLInputElement).checked).toBe(true);
    await user.click(shown);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Opening titles');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent to 2 owners', {}, wait)).toBeTruthy();
    const [alpha, , charlie] = workspace.entries;
    expect(sent(server).map((request) => request.body)).toEqual([
      {
        projectId,
        entryIds: [alpha!.id, charlie!.id],
        terms: { media: ['tv', 'streaming'], territory: ['KZ', 'RU'], termMonths: 24, uses: 3 },
        budget: 15_000_050,
        budgetShare: 'hidden',
        comment: 'Opening titles',
        legalEntityId: companyId,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for media, countries, a term and a valid number of uses, and sends nothing', async () => {
    const { user, server } = await open('creator');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }, wait));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('radio', { name: 'Countries' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Perpetual' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Many times' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of uses/ }), 'twice');
    await user.type(within(dialog).getByRole('textbox', { name: /Target budget/ }), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter a valid number or "many times".', {}, wait)).toBeTruthy();
    expect(within(dialog).getAllByText('Required field')).toHaveLength(3); // media, countries, term
    expect(within(dialog).getByText('Enter an amount in roubles, e.g. 150000 or 1500.50.')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: /Number of uses/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of uses/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter a valid number or "many times".', {}, wait)).toBeTruthy();
    expect(sent(server)).toEqual([]);
  });

  it('says "Select at least one track" when every selected track is already requested', async () => {
    const { user, server } = await open('editor');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bravo' }, wait));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cinema' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toBe(
      'Select at least one track.',
    );
    expect(sent(server)).toEqual([]);
  });

  it('shows the server’s refusal before the first episode in Russian, and keeps the dialog open', async () => {
    const refusal = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'PROJECT_NO_EPISODE',
        message: 'Добавьте в проект серию, прежде чем запрашивать лицензию.',
      },
    };
    const { user, server } = await open('editor', () => refusal, 'ru');
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать Alpha' }, wait));
    await user.click(screen.getByRole('button', { name: 'Запросить' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByRole('heading').textContent).toBe('Запрос лицензии на 1 трек');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Кино' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toBe(
      'Добавьте в проект серию, прежде чем запрашивать лицензию.',
    );
    expect(sent(server)).toHaveLength(1);
    expect(sent(server)[0]!.body).toMatchObject({
      terms: { media: ['cinema'], territory: 'world', termMonths: null, uses: 'many' },
    });
  });

  it('asks a user without a company to add one in Settings, links there, and sends nothing', async () => {
    const { user, server } = await open('creator', () => twoOrders, 'en', { entity: null, request: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }, wait));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(await within(dialog).findByText(/Add its details first/, {}, wait)).toBeTruthy();
    const settings = within(dialog).getByRole('link', { name: 'Settings → Legal entity' });
    expect(settings.getAttribute('href')).toBe('/users/legal-entity');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cinema' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toMatch(
      /^Add your company's details \(Settings → Legal entity\) before requesting a licence/,
    );
    expect(sent(server)).toEqual([]);
  });

  it('tells a member who may not prepare documents for their company that they cannot request for it', async () => {
    const clerk = company('manager', [1, 4]);
    const { user, server } = await open('editor', () => twoOrders, 'ru', clerk);
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать Alpha' }, wait));
    await user.click(screen.getByRole('button', { name: 'Запросить' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(await within(dialog).findByText(/Ваша роль в Harbour Films LLC/, {}, wait)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Кино' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toMatch(
      /не позволяет запрашивать лицензии от её имени/,
    );
    expect(sent(server)).toEqual([]);
  });

  it('offers no Request to a User, who has no request right', async () => {
    const { user } = await open('user');
    expect(screen.queryByRole('checkbox', { name: 'Select Alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
    expect(user).toBeTruthy();
  });
});

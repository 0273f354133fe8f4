import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { translate } from '../../src/domain/messages';
import type { Language } from '../../src/domain/roles';
import type { TaskDocument, TaskStatus } from '../../src/domain/tasks';
import { artistOwnerId } from '../../src/ui/catalog/artists/artist-page';
import { useAddToProjectRequest } from '../../src/ui/components/add-to-project-store';
import { UploadDialog } from '../../src/ui/catalog/owner/upload-dialog';
import { TaskDialog } from '../../src/ui/tasks/task-dialog';
import { TasksPage } from '../../src/ui/tasks/tasks-page';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { projectDoc, projectId, withPlayer } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };

const otherId = '7a1f3c2e-0000-4000-8000-0000000000aa';
const ownerId = '7a1f3c2e-0000-4000-8000-0000000000bb';
const artistId = '7a1f3c2e-0000-4000-8000-0000000000cc';
let serial = 0;

/** An order between the test user and someone else: the user is `side` of it. */
function taskDoc(
  status: TaskStatus,
  title: string,
  side: 'customer' | 'owner' = 'customer',
  overrides: Partial<TaskDocument> = {},
): TaskDocument {
  serial += 1;
  const at = `2026-03-${String(serial).padStart(2, '0')}T10:00:00.000Z`;
  const me = { id: testUser._id, name: 'Anna Tester' };
  const other = { id: otherId, name: 'Ivan Composer' };
  const [customer, owner] = side === 'customer' ? [me, other] : [other, me];
  return {
    id: `7a1f3c2e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    customerId: customer.id,
    customerName: customer.name,
    ownerId: owner.id,
    ownerName: owner.name,
    projectId: null,
    title,
    referenceUrl: null,
    trackNumber: null,
    tracksCount: 1,
    targetTimeline: null,
    completionDate: null,
    comment: null,
    status,
    deliveries: [],
    createdAt: at,
    updatedAt: at,
    seq: serial,
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/** The server at the network edge: records every command and replies with `answer()`. */
function fakeServer(answer: (request: { method: string; url: string; body: unknown }) => Answer) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const body: unknown = request.method === 'GET' ? null : await request.json();
    const recorded = { method: request.method, url: request.url, body };
    requests.push(recorded);
    const { status, body: reply } = answer(recorded);
    return Response.json(reply, { status });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

/** The tracks the "Add to project" dialog was asked for, as the shell's slot sees them. */
function AddToProjectProbe() {
  const request = useAddToProjectRequest();
  return <p data-testid="add-to-project">{request ? request.map((track) => track.id).join(',') : ''}</p>;
}

async function openTasks(
  db: CueDatabase,
  path: string,
  {
    tasks = [],
    answer = () => ({ status: 200, body: {} }),
    language = 'en',
    upload = false,
  }: {
    tasks?: TaskDocument[];
    answer?: (request: { url: string; body: unknown }) => Answer;
    language?: Language;
    upload?: boolean;
  } = {},
) {
  for (const task of tasks) await db.tasks.upsert(task);
  const server = fakeServer(answer);
  const services = await signedInServices(server.fetch);
  const view = await renderUi(
    withPlayer(
      <>
        <Route path="/tasks/:role">
          <TasksPage UploadDialog={upload ? UploadDialog : undefined} />
        </Route>
        <AddToProjectProbe />
      </>,
      path,
    ),
    { wrapper: withLocalData(services, db), language },
  );
  return { ...view, server };
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });
const titles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
const shownTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
const buttonsOf = (title: string) =>
  within(cardOf(title))
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('/tasks/{role} (docs/licensing.md §3, composer orders)', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'tasks', 'tracks']);
  });
  afterEach(async () => {
    await db.close();
  });

  const mix = () => [
    taskDoc('requested', 'Waiting theme'),
    taskDoc('in_progress', 'Running theme'),
    taskDoc('paused', 'Paused theme'),
    taskDoc('declined', 'Declined theme'),
    taskDoc('cancelled', 'Withdrawn theme'),
    taskDoc('completed', 'Finished theme'),
    taskDoc('requested', 'Someone asks me', 'owner'),
  ];

  it('sorts the customer’s orders into the domain’s tabs, newest first, leaving the owner side out', async () => {
    const { user } = await openTasks(db, '/tasks/customer', { tasks: mix() });
    await screen.findByRole('article', { name: 'Running theme' }, wait);
    expect(shownTitles()).toEqual(['Running theme', 'Waiting theme']);
    expect(screen.getByRole('link', { name: 'In progress' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Archive' }));
    await screen.findByRole('article', { name: 'Paused theme' }, wait);
    expect(shownTitles()).toEqual(['Withdrawn theme', 'Declined theme', 'Paused theme']);

    await user.click(screen.getByRole('link', { name: 'Completed' }));
    await screen.findByRole('article', { name: 'Finished theme' }, wait);
    expect(shownTitles()).toEqual(['Finished theme']);
  });

  it('shows each order with the other party, project, status, dates, tracks and deliveries', async () => {
    await db.projects.upsert(projectDoc('editor'));
    const task = taskDoc('in_progress', 'Opening titles', 'customer', {
      projectId,
      tracksCount: 3,
      completionDate: '2026-05-20',
      targetTimeline: 'Two weeks',
      deliveries: [
        {
          trackId: 'c0ffee00-0000-4000-8000-000000000001',
          title: 'Draft 1',
          deliveredAt: '2026-04-02T09:00:00.000Z',
        },
      ],
    });
    const { user } = await openTasks(db, '/tasks/customer', { tasks: [task] });
    const card = await screen.findByRole('article', { name: 'Opening titles' }, wait);
    const text = card.textContent ?? '';
    for (const part of [
      'In progress',
      'Composer: Ivan Composer',
      'Project: Night Train',
      'Due May 20, 2026',
      'Timeline: Two weeks',
      '3 tracks',
      'Draft 1',
      'Delivered April 2, 2026',
    ])
      expect(text).toContain(part);
    await user.click(within(card).getByRole('button', { name: 'Add to project: Draft 1' }));
    expect(screen.getByTestId('add-to-project').textContent).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('shows the owner, no member, the project’s name and the artist the customer chose (issue 26 §3)', async () => {
    const task = taskDoc('requested', 'Harbour cue', 'owner', {
      projectId,
      projectName: 'Ferry Lights',
      artistName: 'Harbour Strings',
    });
    const older = taskDoc('requested', 'Old cue', 'customer', { artistName: 'Harbour Strings' });
    await openTasks(db, '/tasks/owner', { tasks: [task, older] });
    const text = (await screen.findByRole('article', { name: 'Harbour cue' }, wait)).textContent ?? '';
    for (const part of ['Customer: Ivan Composer', 'Composer: Harbour Strings', 'Project: Ferry Lights'])
      expect(text).toContain(part);
    expect(text).not.toContain('Composer: Anna Tester');
  });

  it('names the chosen artist as the composer on the customer’s card', async () => {
    const task = taskDoc('requested', 'Artist cue', 'customer', { artistName: 'Harbour Strings' });
    await openTasks(db, '/tasks/customer', { tasks: [task] });
    const text = (await screen.findByRole('article', { name: 'Artist cue' }, wait)).textContent ?? '';
    expect(text).toContain('Composer: Harbour Strings');
    expect(text).not.toContain('Ivan Composer');
  });

  it('explains the first step when a tab is empty, and follows the collection live', async () => {
    await openTasks(db, '/tasks/owner');
    expect(
      await screen.findByText(
        'No orders in progress. When a customer commissions music from you, it appears here for you to accept.',
        {},
        wait,
      ),
    ).toBeTruthy();
    await db.tasks.upsert(taskDoc('requested', 'Arrived live', 'owner'));
    expect(await screen.findByRole('article', { name: 'Arrived live' }, wait)).toBeTruthy();
    expect(titles()).toHaveLength(1);
  });

  it('offers each side only the moves the domain allows it', async () => {
    const owned = [
      taskDoc('requested', 'O requested', 'owner', { projectId }),
      taskDoc('in_progress', 'O running', 'owner'),
    ];
    const view = await openTasks(db, '/tasks/owner', { tasks: owned });
    await screen.findByRole('article', { name: 'O requested' }, wait);
    expect(buttonsOf('O requested')).toEqual(['Accept', 'Decline']);
    // The owner is no member of the customer's project: no name, and not "No project" either.
    expect(cardOf('O requested').textContent).not.toMatch(/Project|No project/);
    expect(cardOf('O requested').textContent).toContain('Customer: Ivan Composer');
    // Delivering needs the catalogue's upload form, which the shell hands in; without it only the moves show.
    expect(buttonsOf('O running')).toEqual(['Pause', 'Complete']);
    view.unmount();

    await db.tasks.upsert(taskDoc('paused', 'O paused', 'owner'));
    const archive = await openTasks(db, '/tasks/owner?tab=archive');
    await screen.findByRole('article', { name: 'O paused' }, wait);
    expect(buttonsOf('O paused')).toEqual(['Resume']);
    archive.unmount();

    const placed = [taskDoc('requested', 'C requested'), taskDoc('in_progress', 'C running')];
    await openTasks(db, '/tasks/customer', { tasks: placed });
    await screen.findByRole('article', { name: 'C requested' }, wait);
    expect(buttonsOf('C requested')).toEqual(['Withdraw']);
    expect(buttonsOf('C running')).toEqual([]);
  });

  it('lets the owner deliver into an order in progress through the catalogue’s upload form', async () => {
    const running = taskDoc('in_progress', 'Score', 'owner');
    const { user, server } = await openTasks(db, '/tasks/owner', {
      tasks: [running, taskDoc('requested', 'Not yet', 'owner')],
      upload: true,
      answer: () => ({ status: 200, body: { data: [], page: 1, limit: 100, total: 0 } }),
    });
    await screen.findByRole('article', { name: 'Score' }, wait);
    expect(buttonsOf('Score')).toEqual(['Pause', 'Complete', 'Deliver a track']);
    expect(buttonsOf('Not yet')).toEqual(['Accept', 'Decline']);
    await user.click(within(cardOf('Score')).getByRole('button', { name: 'Deliver a track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver a track into “Score”' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose an audio file: mp3 or wav.', {}, wait)).toBeTruthy();
    expect(server.requests.filter((request) => request.url.includes('/task/'))).toEqual([]);
  });

  it('accepts at once, and asks before declining; each sends change-status', async () => {
    const asked = taskDoc('requested', 'New theme', 'owner');
    const other = taskDoc('requested', 'Second theme', 'owner');
    const { user, server } = await openTasks(db, '/tasks/owner', {
      tasks: [asked, other],
      answer: ({ body }) => ({
        status: 200,
        body: toApiIds({ ...asked, status: (body as { status: TaskStatus }).status, seq: undefined }),
      }),
    });
    await screen.findByRole('article', { name: 'New theme' }, wait);
    await user.click(within(cardOf('New theme')).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), wait);
    expect(server.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `http://cueline.test/api/task/change-status/${asked.id}`,
      body: { status: 'in_progress' },
    });
    expect(await screen.findByText('Order accepted', {}, wait)).toBeTruthy();

    await user.click(within(cardOf('Second theme')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this order?' }, wait);
    expect(server.requests).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2), wait);
    expect(server.requests[1]).toMatchObject({
      url: `http://cueline.test/api/task/change-status/${other.id}`,
      body: { status: 'declined' },
    });
  });

  it('shows the screen and the server’s refusal in Russian', async () => {
    const placed = taskDoc('requested', 'Тема', 'customer', { tracksCount: 5 });
    const refusal = {
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: translate('ru', 'tasks.otherParty') },
    };
    const { user } = await openTasks(db, '/tasks/customer', {
      tasks: [placed],
      answer: () => refusal,
      language: 'ru',
    });
    const card = await screen.findByRole('article', { name: 'Тема' }, wait);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Мои заказы музыки');
    expect(screen.getByRole('link', { name: 'Архив' })).toBeTruthy();
    expect(card.textContent).toContain('5 треков');
    expect(card.textContent).toContain('Запрошен');
    await user.click(within(card).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отозвать заказ?' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(
      await screen.findByText(`Не удалось изменить заказ: ${translate('ru', 'tasks.otherParty')}`, {}, wait),
    ).toBeTruthy();
  });
});

describe('the commission form (docs/product.md §3 "Composer request")', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects']);
  });
  afterEach(async () => {
    await db.close();
  });

  async function openForm(language: Language = 'en') {
    await db.projects.upsert(projectDoc('editor'));
    // A Viewer may not request (docs/licensing.md §2): that project is not offered.
    await db.projects.upsert(
      projectDoc('viewer', { id: '5c1d0000-0000-4000-8000-0000000000f1', name: 'Watched only' }),
    );
    const server = fakeServer(({ body }) => ({
      status: 200,
      body: toApiIds({ ...taskDoc('requested', 'x'), ...(body as object), seq: undefined }),
    }));
    const services = await signedInServices(server.fetch);
    const onClose = vi.fn();
    // Opened from the artist Nord's page: the order names the artist (issue 26 §3).
    const view = await renderUi(
      <TaskDialog ownerId={ownerId} ownerName="Nord" artistId={artistId} onClose={onClose} />,
      {
        wrapper: withLocalData(services, db),
        language,
      },
    );
    return { ...view, server, onClose };
  }

  it('asks for a title and a valid reference URL and sends nothing until they are', async () => {
    const { user, server, onClose } = await openForm();
    expect(screen.getByRole('dialog', { name: 'Commission music from Nord' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reference URL' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Required field', {}, wait)).toBeTruthy();
    expect(screen.getByText('Enter a valid URL.')).toBeTruthy();
    expect(server.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends task/create with the owner, the typed fields and the chosen project', async () => {
    const { user, server, onClose } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Main theme');
    await user.type(screen.getByRole('textbox', { name: 'Reference URL' }), 'https://example.com/ref');
    await user.type(screen.getByRole('spinbutton', { name: 'Track number' }), '4');
    await user.clear(screen.getByRole('spinbutton', { name: 'Number of tracks' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of tracks' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Target timeline' }), 'Two weeks');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Strings, please');
    const project = await screen.findByRole('option', { name: 'Night Train' }, wait);
    expect(
      within(screen.getByRole('combobox', { name: 'Project' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No project', 'Night Train']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), project);
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), wait);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: 'http://cueline.test/api/task/create' });
    expect(server.requests[0]?.body).toEqual({
      ownerId,
      artistId,
      projectId,
      title: 'Main theme',
      referenceUrl: 'https://example.com/ref',
      trackNumber: 4,
      tracksCount: 2,
      targetTimeline: 'Two weeks',
      completionDate: null,
      comment: 'Strings, please',
    });
    expect(await screen.findByText('Order “Main theme” sent', {}, wait)).toBeTruthy();
  });

  it('speaks Russian', async () => {
    const { user } = await openForm('ru');
    expect(screen.getByRole('dialog', { name: 'Заказать музыку у Nord' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на референс' }), 'ftp:/x');
    await user.click(screen.getByRole('button', { name: 'Отправить заказ' }));
    expect(await screen.findByText('Введите корректный URL.', {}, wait)).toBeTruthy();
    expect(screen.getByText('Обязательное поле')).toBeTruthy();
  });
});

describe('the artist’s owner for "Commission music"', () => {
  const track = (owner: string) => ({ ownerId: owner }) as Parameters<typeof artistOwnerId>[0][number];
  it('is the owner of most of the artist’s tracks, none without tracks', () => {
    expect(artistOwnerId([])).toBeNull();
    expect(artistOwnerId([track('a'), track('b'), track('b')])).toBe('b');
  });
});

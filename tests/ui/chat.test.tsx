import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFailedMessages, type CueDatabase, type MessageDocType } from '../../src/db';
import { threadId, type ThreadApi } from '../../src/domain/chat';
import { ProjectChat, ProjectChatDialog } from '../../src/ui/chat';
import { ProjectsList } from '../../src/ui/projects/projects-list';
import { ProposalDetail } from '../../src/ui/orders/proposals/proposal-detail';
import { orderDoc } from './support/order-fixtures';
import { openTestDatabase } from '../db/support';
import { renderProjectPage } from './support/project-page';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { projectDoc, projectId } from './support/workspace-fixtures';

/** The screen answers after the local database did: a loaded machine may take a while. */
// A dialog or screen loaded lazily is transformed on first use: slow on a busy machine.
const wait = { timeout: 30_000 };

const ownerId = '5c1d0000-0000-4000-8000-0000000000aa';
const teamId = threadId(projectId, null);
const ownerThreadId = threadId(projectId, ownerId);
const otherId = '5c1d0000-0000-4000-8000-0000000000ff';

const thread = (overrides: Partial<ThreadApi> = {}): ThreadApi => ({
  _id: teamId,
  projectId,
  kind: 'team',
  ownerId: null,
  ownerName: null,
  unread: 0,
  lastMessageAt: null,
  canWrite: true,
  ...overrides,
});

let counter = 0;
const message = (overrides: Partial<MessageDocType> = {}): MessageDocType => {
  counter += 1;
  const at = `2026-03-01T10:${String(counter).padStart(2, '0')}:00.000Z`;
  return {
    id: `5c1d0000-0000-4000-8000-1000000000${String(counter).padStart(2, '0')}`,
    threadId: teamId,
    projectId,
    kind: 'team',
    ownerId: null,
    authorId: otherId,
    authorName: 'Boris Editor',
    text: `Message ${counter}`,
    createdAt: at,
    updatedAt: at,
    seq: counter,
    ...overrides,
  };
};

/** The server at the network edge: the threads it answers, and every chat request it was sent. */
function fakeServer(threads: ThreadApi[]) {
  const requests: { method: string; path: string }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/user/info') return Response.json(testUser);
    requests.push({ method: request.method, path });
    const total = () => threads.reduce((sum, item) => sum + item.unread, 0);
    if (path === `/chat/threads/${projectId}`) return Response.json({ data: threads, totalUnread: total() });
    if (path === '/chat/unread')
      return Response.json({ data: [{ projectId, unread: total() }], totalUnread: total() });
    const read = /^\/chat\/read\/(.+)$/.exec(path);
    const found = read && threads.find((item) => item._id === read[1]);
    if (found) {
      found.unread = 0;
      return Response.json({ _id: found._id, unread: 0 });
    }
    return Response.json({ message: 'not found' }, { status: 404 });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const reads = (requests: { method: string; path: string }[], id: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === `/chat/read/${id}`).length;

const stored = async (db: CueDatabase) =>
  (await db.messages.find({ selector: { authorId: testUser._id } }).exec()).map((doc) => doc.toMutableJSON());

describe('the project chat', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['messages', 'projects']);
  });
  afterEach(async () => {
    await db.close();
  });

  async function open(
    threads: ThreadApi[],
    options: { role?: Parameters<typeof projectDoc>[0]; episodes?: boolean; language?: 'en' | 'ru' } = {},
  ) {
    const server = fakeServer(threads);
    const services = await signedInServices(server.fetch);
    const project = projectDoc(options.role ?? 'creator', options.episodes === false ? { episodes: [] } : {});
    const view = await renderUi(<ProjectChat projectId={projectId} project={project} />, {
      wrapper: withLocalData(services, db),
      language: options.language ?? 'en',
    });
    return { ...view, server };
  }

  it('lists the threads with their unread counts, opens the first with its messages oldest first, and marks it read', async () => {
    await db.messages.bulkInsert([
      message({ text: 'Which cue for the chase?' }),
      message({ authorId: testUser._id, authorName: 'Anna Tester', text: 'The second one.' }),
      message({ threadId: ownerThreadId, kind: 'owner', ownerId, authorId: ownerId, text: 'Price sent' }),
    ]);
    const threads = [
      thread({ unread: 1 }),
      thread({ _id: ownerThreadId, kind: 'owner', ownerId, ownerName: 'Harbour Music', unread: 3 }),
    ];
    const { user, server } = await open(threads);
    const list = await screen.findByRole('list', { name: 'Messages in Team' }, wait);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Boris Editor.*Which cue for the chase\?$/),
      expect.stringMatching(/^You.*The second one\.$/),
    ]);
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-03-01T10:01:00.000Z');
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date('2026-03-01T10:01:00.000Z'),
      ),
    );
    const group = screen.getByRole('group', { name: 'Threads' });
    expect(within(group).getByRole('button', { name: 'Team' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Harbour Music, 3 unread' })).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, teamId)).toBe(1), wait);
    expect(reads(server.requests, ownerThreadId)).toBe(0);

    await user.click(within(group).getByRole('button', { name: 'Harbour Music, 3 unread' }));
    expect(await screen.findByText('Price sent', {}, wait)).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, ownerThreadId)).toBe(1), wait);
    // The thread left shows its count again from the server's answer, now none.
    expect(await within(group).findByRole('button', { name: 'Team' }, wait)).toBeTruthy();
  });

  it('marks the open thread read again when someone else’s message arrives', async () => {
    const { server } = await open([thread()]);
    expect(await screen.findByText('No messages yet. Write the first one.', {}, wait)).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, teamId)).toBe(1), wait);
    await db.messages.insert(message({ text: 'Fresh from the mix' }));
    expect(await screen.findByText('Fresh from the mix', {}, wait)).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, teamId)).toBe(2), wait);
  });

  it('sends on Enter: the message is written locally and shows at once as sending', async () => {
    const { user } = await open([thread()]);
    const box = await screen.findByRole('textbox', { name: 'Message' }, wait);
    await user.type(box, 'Hello team{Enter}');
    await vi.waitFor(async () => expect(await stored(db)).toHaveLength(1), wait);
    const [written] = await stored(db);
    expect(written).toMatchObject({
      threadId: teamId,
      projectId,
      kind: 'team',
      ownerId: null,
      authorName: 'Anna Tester',
      text: 'Hello team',
      seq: 0,
    });
    const list = await screen.findByRole('list', { name: 'Messages in Team' }, wait);
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('sending…');
    expect(item.textContent).toContain('Hello team');
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Once the server has it (the pull brings its seq), it is no longer sending.
    await db.messages.upsert({ ...written!, seq: 41 });
    await vi.waitFor(
      () => expect(within(list).getByRole('listitem').textContent).not.toContain('sending…'),
      wait,
    );
  });

  it('starts a new line on Shift+Enter and sends with the button; refuses a blank message', async () => {
    const { user } = await open([thread()]);
    const box = await screen.findByRole('textbox', { name: 'Message' }, wait);
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('Required field', {}, wait)).toBeTruthy();
    expect(await stored(db)).toEqual([]);
    await user.clear(box);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('line one\nline two');
    expect(await stored(db)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(
      async () => expect((await stored(db)).map((doc) => doc.text)).toEqual(['line one\nline two']),
      wait,
    );
  });

  it('shows why nobody may write before the first episode, with no composer', async () => {
    await open([thread({ canWrite: false })], { episodes: false });
    expect(
      await screen.findByText('Cannot write to the chat until there is an episode.', {}, wait),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('tells a Viewer they cannot write', async () => {
    await open([thread({ canWrite: false })], { role: 'viewer' });
    expect(await screen.findByText('You cannot write in this thread.', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('still opens and writes offline, the threads taken from the local data', async () => {
    await db.projects.insert(projectDoc());
    const offline = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/user/info')) return Response.json(testUser);
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const services = await signedInServices(offline);
    const { user } = await renderUi(<ProjectChat projectId={projectId} project={projectDoc()} />, {
      wrapper: withLocalData(services, db),
    });
    expect(
      await screen.findByText(
        'The server cannot be reached: messages are kept here and sent once it can be.',
        {},
        wait,
      ),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Written on the train{Enter}');
    const list = await screen.findByRole('list', { name: 'Messages in Team' }, wait);
    expect(within(list).getByRole('listitem').textContent).toContain('sending…');
    expect((await stored(db)).map((doc) => [doc.threadId, doc.text])).toEqual([
      [teamId, 'Written on the train'],
    ]);
  });

  it('speaks Russian', async () => {
    await db.messages.insert(
      message({ authorId: testUser._id, authorName: 'Anna Tester', text: 'Привет', seq: 0 }),
    );
    const threads = [
      thread(),
      thread({ _id: ownerThreadId, kind: 'owner', ownerId, ownerName: 'Harbour Music', unread: 2 }),
    ];
    await open(threads, { language: 'ru' });
    const list = await screen.findByRole('list', { name: 'Сообщения: Команда' }, wait);
    expect(within(list).getByRole('listitem').textContent).toMatch(/^Вы.*отправляется….*Привет$/);
    expect(screen.getByRole('button', { name: 'Harbour Music, 2 непрочитанных' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeTruthy();
    expect(screen.getByText('Enter — отправить, Shift+Enter — новая строка.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeTruthy();
  });
});

describe('the project chat dialog', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['messages', 'projects']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('opens an owner’s own thread of a project they are not a member of, and explains a refusal', async () => {
    await db.messages.insert(
      message({ threadId: ownerThreadId, kind: 'owner', ownerId: testUser._id, text: 'About the licence' }),
    );
    const mine = threadId(projectId, testUser._id);
    await db.messages.insert(
      message({ threadId: mine, kind: 'owner', ownerId: testUser._id, text: 'Your thread' }),
    );
    const server = fakeServer([
      thread({ _id: mine, kind: 'owner', ownerId: testUser._id, ownerName: 'Anna Tester', canWrite: false }),
    ]);
    const services = await signedInServices(server.fetch);
    const onClose = vi.fn();
    const { user } = await renderUi(
      <ProjectChatDialog
        projectId={projectId}
        projectName="Night Train"
        ownerId={testUser._id}
        open
        onClose={onClose}
      />,
      { wrapper: withLocalData(services, db) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Chat: Night Train' }, wait);
    expect(await within(dialog).findByText('Your thread', {}, wait)).toBeTruthy();
    expect(within(dialog).queryByText('About the licence')).toBeNull();
    expect(within(dialog).getByText('Cannot write to the chat until there is an episode.')).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, mine)).toBe(1), wait);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
  it('opens from a proposal, on the thread with the order’s owner', async () => {
    const mine = threadId(projectId, testUser._id);
    await db.messages.insert(
      message({ threadId: mine, kind: 'owner', ownerId: testUser._id, text: 'Can you go lower?' }),
    );
    const server = fakeServer([
      thread({ _id: mine, kind: 'owner', ownerId: testUser._id, ownerName: 'Anna Tester' }),
    ]);
    const services = await signedInServices(server.fetch);
    const order = orderDoc({ ownerId: testUser._id, ownerName: 'Anna Tester' });
    const { user } = await renderUi(<ProposalDetail order={order} />, {
      wrapper: withLocalData(services, db),
    });
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat: Night Train' }, wait);
    expect(await within(dialog).findByText('Can you go lower?', {}, wait)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'No, sorry{Enter}');
    await vi.waitFor(
      async () =>
        expect((await stored(db)).map((doc) => [doc.threadId, doc.text])).toContainEqual([mine, 'No, sorry']),
      wait,
    );
  });
});

describe('the project cards', () => {
  it('show the project’s unread chat messages', async () => {
    const project = projectDoc();
    await renderUi(
      <ProjectsList projects={[project]} unread={new Map([[projectId, 3]])} onCreate={() => {}} />,
    );
    const card = screen.getByRole('link', { name: /Night Train/ });
    expect(card.textContent).toContain('3 unread messages');
  });

  it('show nothing when every message is read', async () => {
    await renderUi(<ProjectsList projects={[projectDoc()]} unread={new Map()} onCreate={() => {}} />);
    expect(screen.getByRole('link', { name: /Night Train/ }).textContent).not.toContain('unread');
  });
});

describe('the project page’s Chat section', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['messages', 'projects', 'workspaces']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('shows the unread count in its label, opens the chat, and the count goes once the thread is read', async () => {
    await db.projects.insert(projectDoc());
    await db.messages.insert(message({ text: 'Mix notes attached' }));
    const server = fakeServer([thread({ unread: 3 })]);
    const services = await signedInServices(server.fetch);
    const { user } = await renderProjectPage(services, db);
    const sections = await screen.findByRole('group', { name: 'Project sections' }, wait);
    await user.click(await within(sections).findByRole('button', { name: 'Chat (3)' }, wait));
    expect(await screen.findByText('Mix notes attached', {}, wait)).toBeTruthy();
    await vi.waitFor(() => expect(reads(server.requests, teamId)).toBe(1), wait);
    expect(await within(sections).findByRole('button', { name: 'Chat' }, wait)).toBeTruthy();
  });
});

describe('a message the server refused', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['messages', 'projects', 'tracks']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('shows as not sent; sent again it is a new message, and deleting asks first', async () => {
    const refused = message({ id: 'refused-1', authorId: testUser._id, text: 'Still on the team?', seq: 0 });
    const other = message({ id: 'refused-2', authorId: testUser._id, text: 'Hello?', seq: 0 });
    await keepFailedMessages(db, [refused, other]);
    const server = fakeServer([thread()]);
    const { user } = await renderUi(<ProjectChat projectId={projectId} project={projectDoc('creator')} />, {
      wrapper: withLocalData(await signedInServices(server.fetch), db),
    });
    const list = await screen.findByRole('list', { name: 'Messages in Team' }, wait);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('not sent'))).toEqual([true, true]);

    await user.click(within(items[0]!).getByRole('button', { name: 'Send again' }));
    await vi.waitFor(
      async () => expect((await stored(db)).map((doc) => doc.text)).toEqual(['Still on the team?']),
      wait,
    );
    expect((await stored(db))[0]!.id).not.toBe('refused-1');
    await vi.waitFor(() => expect(within(list).getAllByText('not sent')).toHaveLength(1), wait);

    const left = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Hello?'))!;
    await user.click(within(left).getByRole('button', { name: 'Delete' }));
    await user.click(within(left).getByRole('button', { name: 'Delete this message?' }));
    await vi.waitFor(() => expect(within(list).queryAllByText('not sent')).toHaveLength(0), wait);
    expect(within(list).queryByText('Hello?')).toBeNull();
  });
});

import { taskFieldsSchema } from '../../src/domain/tasks';
import type { Database } from '../db/client';
import { createStore } from '../db/transaction';
import { outboxRepository } from '../outbox/outbox.repository';
import type { SessionUser } from '../modules/auth/index';
import { chatRepository, chatService } from '../modules/chat/index';
import { projectsRepository } from '../modules/projects/index';
import { tasksRepository, tasksService } from '../modules/tasks/index';

interface ChatSeedDeps {
  database: Database;
  now?: () => Date;
}

const asUser = (id: string, role: 'customer' | 'owner'): SessionUser => ({
  id,
  roles: [role],
  sessionId: 'demo-seed',
  role,
});

/** What the team says in each demo project's team thread, by who says it. */
const teamLines: Record<string, [who: 'customer' | 'owner', text: string][]> = {
  'The Lighthouse Keeper': [
    ['customer', 'The cut is locked. Let us settle the cues for the storm scene this week.'],
    ['owner', 'I placed two options in the storm scene; the second has a stem version for the mix.'],
    ['customer', 'The second one works. I will request it after the director has seen the cut.'],
  ],
  'White Nights': [
    ['customer', 'The shortlist for episode 2 is in the compilation. Comments welcome before Friday.'],
  ],
};

/**
 * The demo's composer orders and chat threads (docs/licensing.md §3), made through the services: an
 * order from the demo customer to the demo owner, accepted and in progress, and one to the label still
 * waiting for an answer; in each demo project the team thread and a thread per owner with a few
 * messages, left unread for the owners. `projects` are the demo projects by name and id.
 */
export async function seedChatAndTasks(
  deps: ChatSeedDeps,
  people: { customer: string; owner: string },
  projects: Map<string, string>,
) {
  const now = deps.now ?? (() => new Date());
  const chat = chatService({
    ...createStore(deps.database.db, (handle) => ({
      chat: chatRepository(handle),
      projects: projectsRepository(handle),
      outbox: outboxRepository(handle),
    })),
    now,
  });
  const tasks = tasksService({
    ...createStore(deps.database.db, (handle) => ({
      tasks: tasksRepository(handle),
      projects: projectsRepository(handle),
      outbox: outboxRepository(handle),
    })),
    now,
    // The demo delivers no tracks: a delivery is an upload, which the seed does not render.
    catalog: { createTrack: () => Promise.reject(new Error('the demo seed delivers no tracks')) },
  });
  const customer = asUser(people.customer, 'customer');
  const as = (id: string) => (id === people.customer ? customer : asUser(id, 'owner'));

  let labelId: string | null = null;
  for (const [name, projectId] of projects) {
    const { data: threads } = await chat.threads(customer, projectId);
    for (const [who, text] of teamLines[name] ?? [])
      await chat.send(who === 'customer' ? customer : as(people.owner), threads[0]!._id, { text });
    for (const thread of threads.filter((each) => each.kind === 'owner')) {
      const ownerId = thread.ownerId!;
      if (ownerId !== people.owner) labelId = ownerId;
      await chat.send(customer, thread._id, {
        text: `Could you confirm which share of the rights you control in the tracks we placed in "${name}"?`,
      });
      await chat.send(as(ownerId), thread._id, {
        text:
          ownerId === people.owner
            ? 'The masters are 100% mine; the publishing is shared with a co-writer. I will send the split.'
            : 'Northern Lights Records controls both master and publishing for every track of ours here.',
      });
    }
    await chat.markRead(customer, threads[0]!._id);
  }

  const main = await tasks.create(
    customer,
    taskFieldsSchema.parse({
      ownerId: people.owner,
      projectId: projects.get('White Nights') ?? null,
      title: 'Main titles for White Nights',
      referenceUrl: 'https://example.com/white-nights/reference-cut',
      trackNumber: 1,
      tracksCount: 2,
      targetTimeline: 'Three weeks from the locked cut',
      completionDate: '2027-03-01',
      comment: 'Cold strings and a slow pulse; a 60-second version and a 15-second sting.',
    }),
  );
  await tasks.changeStatus(as(people.owner), main._id, 'in_progress');
  if (labelId)
    await tasks.create(
      customer,
      taskFieldsSchema.parse({
        ownerId: labelId,
        title: 'Closing credits song',
        tracksCount: 1,
        targetTimeline: 'Before the final mix',
        comment: 'A vocal song in the mood of the label’s night catalogue.',
      }),
    );
}

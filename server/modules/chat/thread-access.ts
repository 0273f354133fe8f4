import { maySeeThread, sendRefusal, type ThreadCaller, type ThreadKind } from '../../../src/domain/chat';
import type { ProjectRole } from '../../../src/domain/projects';
import type { ChatThreadRow } from '../../db/schema/chat';
import type { ProjectRow } from '../../db/schema/projects';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { ProjectsRepository } from '../projects/index';
import type { ChatRepository } from './chat.repository';

/** The repositories chat reads and writes through. */
export interface ChatPorts {
  chat: ChatRepository;
  projects: Pick<ProjectsRepository, 'find' | 'role'>;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface ChatContext extends Store<ChatPorts> {
  now: () => Date;
}

export interface ThreadAccess {
  thread: ChatThreadRow;
  project: ProjectRow;
  caller: ThreadCaller;
}

/** The caller's standing in a project's thread of `ownerId` (null: the team thread). */
export async function callerOf(
  repos: Pick<ChatPorts, 'chat' | 'projects'>,
  project: ProjectRow,
  userId: string,
  ownerId: string | null,
): Promise<ThreadCaller> {
  const role: ProjectRole | null = await repos.projects.role(project.id, userId);
  const ownerInProject = (await repos.chat.ownersWithThreads(project.id)).includes(userId);
  return { role, isThreadOwner: ownerId !== null && ownerId === userId, ownerInProject };
}

/**
 * A thread the caller may read, with their standing, or 404: an unknown thread, a thread of a project
 * that is gone, another owner's thread and an outsider look the same (docs/licensing.md §3).
 */
export async function readableThread(
  repos: Pick<ChatPorts, 'chat' | 'projects'>,
  userId: string,
  id: string,
): Promise<ThreadAccess> {
  const thread = await repos.chat.findThread(id);
  const project = thread ? await repos.projects.find(thread.projectId) : undefined;
  if (!thread || !project) throw new AppError('NOT_FOUND', 'chat.threadNotFound');
  const caller = await callerOf(repos, project, userId, thread.ownerId);
  if (!maySeeThread({ kind: thread.kind as ThreadKind }, caller))
    throw new AppError('NOT_FOUND', 'chat.threadNotFound');
  return { thread, project, caller };
}

/** Throws when the caller may not write in the thread now: their right (403), the first episode (409). */
export function checkWrite({ thread, project, caller }: ThreadAccess) {
  if (project.closedAt) throw new AppError('FORBIDDEN', 'projects.closed');
  const refusal = sendRefusal({ kind: thread.kind as ThreadKind }, caller, project.episodes.length);
  if (refusal === 'projects.chatNeedsEpisode') throw new AppError('CONFLICT', refusal);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

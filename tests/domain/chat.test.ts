import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chatNeedsEpisode,
  createdMessageSchema,
  MESSAGE_TEXT_MAX,
  mayWriteThread,
  maySeeThread,
  messagesQuerySchema,
  sendMessageSchema,
  sendRefusal,
  threadId,
  threadKinds,
} from '../../src/domain/chat';
import en from '../../src/domain/locales/en.json';
import ru from '../../src/domain/locales/ru.json';
import { translate } from '../../src/domain/messages';
import { taskActions } from '../../src/domain/tasks';
import { projectRoles, type ProjectRole } from '../../src/domain/projects';

const project = '33333333-3333-4333-8333-333333333333';
const ownerA = '44444444-4444-4444-8444-444444444444';
const ownerB = '55555555-5555-4555-8555-555555555555';

describe('chat threads', () => {
  it('names a thread by its project and owner, the same on every side', () => {
    const team = threadId(project, null);
    expect(team).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(threadId(project.toUpperCase(), null)).toBe(team);
    expect(threadId(project, ownerA)).not.toBe(team);
    expect(threadId(project, ownerA)).not.toBe(threadId(project, ownerB));
    expect(threadId(project, ownerA.toUpperCase())).toBe(threadId(project, ownerA));
  });

  /** Who reads and who writes, for every project role (and none), in both kinds, as owner or not. */
  const roles: (ProjectRole | null)[] = [...projectRoles, null];
  const cases = threadKinds.flatMap((kind) =>
    roles.flatMap((role) =>
      [false, true].flatMap((isThreadOwner) =>
        [false, true].map((ownerInProject) => [kind, role, isThreadOwner, ownerInProject] as const),
      ),
    ),
  );
  it.each(cases)(
    '%s thread, role %s, thread owner %s, owner in the project %s',
    (kind, role, isThreadOwner, ownerInProject) => {
      const owns = kind === 'owner' && isThreadOwner;
      const othersThread = kind === 'owner' && !isThreadOwner && ownerInProject;
      const member = role !== null;
      const writer = role === 'creator' || role === 'editor' || role === 'user';
      const caller = { role, isThreadOwner, ownerInProject };
      expect(maySeeThread({ kind }, caller)).toBe(!othersThread && (member || owns));
      expect(mayWriteThread({ kind }, caller)).toBe(!othersThread && (writer || owns));
    },
  );

  it('refuses writing before the first episode with the wording of docs/product.md §8', () => {
    expect(chatNeedsEpisode(0)).toBe('projects.chatNeedsEpisode');
    expect(chatNeedsEpisode(1)).toBeNull();
    expect(translate('en', chatNeedsEpisode(0)!)).toBe('Cannot write to the chat until there is an episode.');
    expect(sendRefusal({ kind: 'team' }, { role: 'editor', isThreadOwner: false }, 0)).toBe(
      'projects.chatNeedsEpisode',
    );
    expect(sendRefusal({ kind: 'team' }, { role: 'viewer', isThreadOwner: false }, 1)).toBe(
      'chat.cannotWrite',
    );
    expect(sendRefusal({ kind: 'owner' }, { role: null, isThreadOwner: true }, 1)).toBeNull();
    expect(sendRefusal({ kind: 'team' }, { role: 'user', isThreadOwner: false }, 2)).toBeNull();
  });
});

describe('message text', () => {
  const refusal = (text: unknown) => {
    const result = sendMessageSchema.safeParse({ text });
    return result.success ? null : translate('en', result.error.issues[0]!.message);
  };
  it.each([
    ['', 'Required field'],
    ['   \n ', 'Required field'],
    [undefined, 'Required field'],
    [42, 'Required field'],
    ['x'.repeat(MESSAGE_TEXT_MAX + 1), 'Too long: at most {{max}} characters.'],
  ])('refuses %j with "%s"', (text, expected) => {
    expect(refusal(text)).toBe(expected);
  });

  it('trims and keeps a message up to the limit', () => {
    expect(sendMessageSchema.parse({ text: '  hello  ' })).toEqual({ text: 'hello' });
    expect(refusal('x'.repeat(MESSAGE_TEXT_MAX))).toBeNull();
  });

  it('checks a pushed message and the page query', () => {
    expect(createdMessageSchema.safeParse({ threadId: 'nope', text: 'hi' }).success).toBe(false);
    expect(createdMessageSchema.safeParse({ threadId: threadId(project, null), text: ' ' }).success).toBe(
      false,
    );
    expect(messagesQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(messagesQuerySchema.safeParse({ limit: 201 }).success).toBe(false);
  });
});

describe('chat and composer order messages', () => {
  it('has every key the chat and tasks domains and modules quote, in English and Russian', () => {
    const folders = ['src/domain/chat', 'src/domain/tasks', 'server/modules/chat', 'server/modules/tasks'];
    const keys = new Set<string>();
    for (const folder of folders)
      for (const file of readdirSync(join(__dirname, '../..', folder)).filter((name) => name.endsWith('.ts')))
        for (const [, key] of readFileSync(join(__dirname, '../..', folder, file), 'utf8').matchAll(
          /'((?:validation|projects|chat|tasks|error|sync)\.[A-Za-z0-9]+)'/g,
        ))
          keys.add(key!);
    // The notices of each move are looked up by action (`tasks.${action}`).
    for (const action of taskActions) keys.add(`tasks.${action}`);
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(ru, key).toHaveProperty([key]);
      expect(ru[key as keyof typeof ru], key).not.toBe(en[key as keyof typeof en]);
    }
  });
});

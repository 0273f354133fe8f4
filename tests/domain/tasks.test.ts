import { describe, expect, it } from 'vitest';
import { translate } from '../../src/domain/messages';
import {
  mayDeliver,
  nextTaskStatuses,
  taskFieldsSchema,
  taskListQuerySchema,
  taskMove,
  taskParties,
  taskStatusChangeSchema,
  taskStatuses,
  taskTab,
  type TaskParty,
  type TaskStatus,
} from '../../src/domain/tasks';

const owner = '11111111-1111-4111-8111-111111111111';

/** The whole state machine: every (from, to, party) and what it answers. */
const allowed: Record<string, TaskParty> = {
  'requested>in_progress': 'owner',
  'requested>declined': 'owner',
  'requested>cancelled': 'customer',
  'in_progress>paused': 'owner',
  'paused>in_progress': 'owner',
  'in_progress>completed': 'owner',
};

describe('composer order state machine', () => {
  const cases = taskStatuses.flatMap((from) =>
    taskStatuses.flatMap((to) => taskParties.map((by) => [from, to, by] as const)),
  );
  it.each(cases)('%s → %s by %s', (from, to, by) => {
    const party = allowed[`${from}>${to}`];
    const move = taskMove(from, to, by);
    if (!party) expect(move).toEqual({ ok: false, reason: 'status' });
    else if (party === by) expect(move).toMatchObject({ ok: true, transition: { from, to, by } });
    else expect(move).toEqual({ ok: false, reason: 'party' });
  });

  it('names each move by its action', () => {
    const action = (from: TaskStatus, to: TaskStatus, by: TaskParty) => {
      const move = taskMove(from, to, by);
      return move.ok ? move.transition.action : null;
    };
    expect(action('requested', 'in_progress', 'owner')).toBe('accept');
    expect(action('requested', 'declined', 'owner')).toBe('decline');
    expect(action('requested', 'cancelled', 'customer')).toBe('cancel');
    expect(action('in_progress', 'paused', 'owner')).toBe('pause');
    expect(action('paused', 'in_progress', 'owner')).toBe('resume');
    expect(action('in_progress', 'completed', 'owner')).toBe('complete');
  });

  it('lists the next statuses of each side', () => {
    expect(nextTaskStatuses('requested', 'owner')).toEqual(['in_progress', 'declined']);
    expect(nextTaskStatuses('requested', 'customer')).toEqual(['cancelled']);
    expect(nextTaskStatuses('in_progress', 'owner')).toEqual(['paused', 'completed']);
    expect(nextTaskStatuses('in_progress', 'customer')).toEqual([]);
    expect(nextTaskStatuses('paused', 'owner')).toEqual(['in_progress']);
    for (const end of ['completed', 'declined', 'cancelled'] as const)
      for (const by of taskParties) expect(nextTaskStatuses(end, by)).toEqual([]);
  });

  it.each([
    ['requested', 'in_progress', false],
    ['in_progress', 'in_progress', true],
    ['paused', 'archive', false],
    ['completed', 'completed', false],
    ['declined', 'archive', false],
    ['cancelled', 'archive', false],
  ] as const)('%s shows in the %s tab; deliverable: %s', (status, tab, deliverable) => {
    expect(taskTab(status)).toBe(tab);
    expect(mayDeliver(status)).toBe(deliverable);
  });
});

describe('composer order form', () => {
  const base = { ownerId: owner, title: 'Main theme' };
  const message = (input: unknown) => {
    const result = taskFieldsSchema.safeParse(input);
    return result.success ? null : translate('en', result.error.issues[0]!.message);
  };

  it('fills the defaults', () => {
    expect(taskFieldsSchema.parse(base)).toEqual({
      ownerId: owner,
      artistId: null,
      projectId: null,
      title: 'Main theme',
      referenceUrl: null,
      trackNumber: null,
      tracksCount: 1,
      targetTimeline: null,
      completionDate: null,
      comment: null,
    });
  });

  it('keeps every field given', () => {
    const full = {
      ...base,
      projectId: '22222222-2222-4222-8222-222222222222',
      referenceUrl: ' https://example.com/ref?x=1 ',
      trackNumber: '3',
      tracksCount: 4,
      targetTimeline: 'two weeks',
      completionDate: '2027-01-31',
      comment: 'Dark strings',
    };
    expect(taskFieldsSchema.parse(full)).toMatchObject({
      referenceUrl: 'https://example.com/ref?x=1',
      trackNumber: 3,
      tracksCount: 4,
      completionDate: '2027-01-31',
    });
  });

  it.each([
    [{ ...base, title: '  ' }, 'Required field'],
    [{ ownerId: owner }, 'Required field'],
    [{ ...base, title: 'x'.repeat(201) }, 'Too long: at most {{max}} characters.'],
    [{ ...base, referenceUrl: 'not a url' }, 'Enter a valid URL.'],
    [{ ...base, referenceUrl: 'ftp://example.com' }, 'Enter a valid URL.'],
    [{ ...base, referenceUrl: 'https://' }, 'Enter a valid URL.'],
    [{ ...base, trackNumber: 0 }, 'Must be at least {{min}}.'],
    [{ ...base, trackNumber: 1.5 }, 'Enter a whole number.'],
    [{ ...base, tracksCount: 101 }, 'Must be at most {{max}}.'],
    [{ ...base, tracksCount: 'many' }, 'Enter a whole number.'],
    [{ ...base, completionDate: '31.01.2027' }, 'Enter a date as YYYY-MM-DD.'],
    [{ ...base, completionDate: '2027-13-45' }, 'Enter a date as YYYY-MM-DD.'],
    [{ ...base, ownerId: 'me' }, 'This is not a valid id.'],
    [{ ...base, comment: 'x'.repeat(2001) }, 'Too long: at most {{max}} characters.'],
  ])('refuses %j with "%s"', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('accepts a blank optional URL and date as not set', () => {
    expect(taskFieldsSchema.parse({ ...base, referenceUrl: '', completionDate: '' })).toMatchObject({
      referenceUrl: null,
      completionDate: null,
    });
  });

  it('reads a status change and the list query', () => {
    expect(taskStatusChangeSchema.parse({ status: 'paused' })).toEqual({ status: 'paused' });
    const bad = taskStatusChangeSchema.safeParse({ status: 'archived' });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe('validation.unknownOption');
    expect(taskListQuerySchema.parse({ role: 'owner', status: 'paused' })).toEqual({
      page: 1,
      limit: 20,
      role: 'owner',
      status: 'paused',
    });
    expect(taskListQuerySchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

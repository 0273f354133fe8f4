import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from '../../src/domain/locales/en.json';
import ru from '../../src/domain/locales/ru.json';
import { translate } from '../../src/domain/messages';
import {
  addTrackSchema,
  changeStatusesSchema,
  commentWorkspaceSchema,
  compilationFieldsSchema,
  entryFieldsSchema,
  episodeFieldsSchema,
  memberInviteSchema,
  moveTrackSchema,
  projectFieldsSchema,
  removeTrackSchema,
  sceneFieldsSchema,
} from '../../src/domain/projects';

const folder = join(__dirname, '../../src/domain/projects');

/** Message keys quoted in the sources of the projects domain. */
function keysInSources(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts')))
    for (const [, key] of readFileSync(join(folder, file), 'utf8').matchAll(
      /'((?:validation|projects|error)\.[A-Za-z0-9]+)'/g,
    ))
      keys.add(key!);
  return [...keys];
}

/** Bad input for every schema: each is expected to fail with catalogue messages only. */
const bad: [z.ZodType, unknown][] = [
  [projectFieldsSchema, {}],
  [
    projectFieldsSchema,
    { name: 'x'.repeat(300), type: 'opera', budgetMin: -5, budgetMax: 'x', platforms: [1] },
  ],
  [projectFieldsSchema, { name: 'x', type: 'film', budgetMin: 9, budgetMax: 1, seasons: 1000 }],
  [episodeFieldsSchema, { number: 101, duration: '99:60:00' }],
  [episodeFieldsSchema, { number: 1.5, duration: 3 }],
  [sceneFieldsSchema, { description: '', sceneType: 'x', start: '00:00:02', end: '00:00:01' }],
  [sceneFieldsSchema, { description: 'a', sceneType: 'promo', start: '00:00:02', end: '00:00:01' }],
  [entryFieldsSchema, { timeIn: '00:00:02', timeOut: '00:00:01', usageType: 'x', comment: 5 }],
  [memberInviteSchema, { email: 'nobody', role: 'creator' }],
  [memberInviteSchema, {}],
  [addTrackSchema, { tracksId: [], projectWorkspaceId: 'x' }],
  [removeTrackSchema, { projectWorkspaceId: 'x', tracksId: Array(400).fill('x') }],
  [moveTrackSchema, { trackEntryIds: 'x' }],
  [changeStatusesSchema, { trackEntryIds: [], status: 'agreed' }],
  [commentWorkspaceSchema, { comment: 'c'.repeat(3000) }],
  [compilationFieldsSchema, { name: null }],
];

describe('project messages in the catalogue (docs/product.md §5, §8)', () => {
  it('finds every key the sources use in both languages', () => {
    const keys = keysInSources();
    expect(keys).toEqual(expect.arrayContaining(['validation.episodeRange', 'projects.budgetRange']));
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(ru, key).toHaveProperty([key]);
    }
  });

  it('answers bad input of every schema with catalogue keys only, translated in en and ru', () => {
    const seen = new Set<string>();
    for (const [schema, input] of bad) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const { message } of result.error!.issues) {
        seen.add(message);
        expect(Object.keys(en), message).toContain(message);
        expect(Object.keys(ru), message).toContain(message);
        expect(translate('en', message)).not.toBe(message);
        expect(translate('ru', message)).not.toBe(translate('en', message));
      }
    }
    expect(seen).toEqual(
      new Set([
        'validation.required',
        'validation.tooLong',
        'validation.unknownOption',
        'validation.atLeast',
        'validation.atMost',
        'validation.number',
        'projects.budgetRange',
        'validation.episodeRange',
        'validation.timeFormat',
        'validation.endAfterStart',
        'validation.invalidType',
        'validation.invalidEmail',
        'validation.emailRequired',
        'validation.selectRole',
        'validation.selectTrack',
        'validation.invalidId',
        'validation.atMostItems',
      ]),
    );
  });

  it('uses the wording of docs/product.md §5 and §8', () => {
    expect(translate('en', 'validation.episodeRange')).toBe('Episode number must be between 0 and 100.');
    expect(translate('en', 'validation.timeFormat')).toBe(
      'Time format HH:MM:SS, between 00:00:00 and 23:59:59.',
    );
    expect(translate('en', 'validation.endAfterStart')).toBe('End time must be greater than start time.');
    expect(translate('en', 'validation.selectTrack')).toBe('Select at least one track.');
    expect(translate('en', 'projects.chatNeedsEpisode')).toBe(
      'Cannot write to the chat until there is an episode.',
    );
    expect(translate('ru', 'projects.budgetRange')).toBe(
      'Минимальный бюджет не может быть больше максимального.',
    );
  });
});

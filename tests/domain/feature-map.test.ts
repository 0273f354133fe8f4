import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedMap, featureMap, features } from '../../scripts/feature-map';

/**
 * docs/architecture.md "Feature map" is the tree's, and every feature folder is named after a feature
 * (CONTRIBUTING.md: one feature has one name across the layers; docs/decisions/0058-one-name-per-feature.md).
 */
const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const names = new Set(features.map((feature) => feature.name));
// The shell and the shared ui folders (eslint.config.js), none of them a feature.
const uiShared = ['app', 'components', 'hooks', 'i18n', 'errors', 'local-data', 'language', 'legal'];

describe('the feature map (docs/architecture.md)', () => {
  it('is the one the tree gives: run `node --import tsx scripts/feature-map.ts --write` after a change', () => {
    expect(documentedMap()).toBe(featureMap());
  });

  it('names every server module after a feature', () => {
    expect(folders('server/modules').filter((name) => !names.has(name))).toEqual([]);
  });

  it('names every ui feature folder after a feature', () => {
    const ui = folders('src/ui').filter((name) => !uiShared.includes(name) && name !== 'player');
    expect(ui.filter((name) => !names.has(name))).toEqual([]);
  });

  it('names every feature folder of src/domain and src/sync after a feature', () => {
    const other = ['api', 'locales'];
    for (const layer of ['src/domain', 'src/sync'])
      expect(folders(layer).filter((name) => !names.has(name) && !other.includes(name))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  assignableProjectRoles,
  can,
  projectRights,
  projectRightsTable,
  projectRoles,
  type ProjectRight,
  type ProjectRole,
} from '../../src/domain/projects';

/** docs/licensing.md §2, the table transcribed row by row: right → Creator, Editor, User, Viewer. */
const table: Record<ProjectRight, [boolean, boolean, boolean, boolean]> = {
  view: [true, true, true, true],
  comment: [true, true, true, false],
  edit: [true, true, false, false],
  request: [true, true, false, false],
  manage: [true, false, false, false],
};
const columns: ProjectRole[] = ['creator', 'editor', 'user', 'viewer'];

describe('project rights (docs/licensing.md §2)', () => {
  it('names the four roles and the five rights of the table', () => {
    expect([...projectRoles]).toEqual(columns);
    expect([...projectRights].sort()).toEqual(Object.keys(table).sort());
  });

  for (const right of projectRights) {
    columns.forEach((role, column) => {
      const allowed = table[right][column];
      it(`${role} ${allowed ? 'may' : 'may not'} ${right}`, () => {
        expect(can(role, right)).toBe(allowed);
      });
    });
  }

  it('gives an outsider no right at all', () => {
    for (const right of projectRights) {
      expect(can(null, right)).toBe(false);
      expect(can(undefined, right)).toBe(false);
    }
  });

  it('keeps the table as data that lists each right once', () => {
    for (const role of projectRoles) {
      const rights = projectRightsTable[role];
      expect(new Set(rights).size).toBe(rights.length);
    }
  });

  it('lets invitations and role changes give every role but Creator', () => {
    expect([...assignableProjectRoles]).toEqual(['editor', 'user', 'viewer']);
  });
});

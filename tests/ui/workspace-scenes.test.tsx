import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { SceneDialog } from '../../src/ui/projects/workspace/scene-dialog';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, withLocalData } from './support/signed-in';
import { scene, workspaceDoc, workspaceId } from './support/workspace-fixtures';

/** The form answers after the local database did: a loaded machine may take a while. */
const wait = { timeout: 10_000 };

const storedScenes = async (db: CueDatabase) =>
  (await db.workspaces.findOne(workspaceId).exec())?.toMutableJSON().scenes ?? [];

describe('the scene form', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['workspaces']);
    await db.workspaces.insert(workspaceDoc());
  });
  afterEach(async () => {
    await db.close();
  });

  async function open(props: { duration?: number | null; edit?: ReturnType<typeof scene> } = {}) {
    const onClose = vi.fn();
    const services = await signedInServices();
    const view = await renderUi(
      <SceneDialog
        workspaceId={workspaceId}
        scene={props.edit ?? null}
        episodeDuration={props.duration === undefined ? 3600 : props.duration}
        onClose={onClose}
      />,
      { wrapper: withLocalData(services, db) },
    );
    const field = (name: string) => screen.getByRole('textbox', { name });
    return { ...view, onClose, field };
  }

  it('asks for a description and HH:MM:SS time codes, and writes nothing until they are valid', async () => {
    const { user, field, onClose } = await open();
    await user.type(field('Start'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Required field', {}, wait)).toBeTruthy();
    expect(screen.getAllByText('Time format HH:MM:SS, between 00:00:00 and 23:59:59.')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(await storedScenes(db)).toEqual([]);
  });

  it('refuses an end that is not after the start with the §5 wording', async () => {
    const { user, field } = await open();
    await user.type(field('Description'), 'Chase on the bridge');
    await user.type(field('Start'), '00:10:00');
    await user.type(field('End'), '00:10:00');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('End time must be greater than start time.', {}, wait)).toBeTruthy();
    expect(await storedScenes(db)).toEqual([]);
  });

  it('keeps a scene within its episode', async () => {
    const { user, field } = await open({ duration: 3600 });
    await user.type(field('Description'), 'Credits');
    await user.type(field('Start'), '00:59:00');
    await user.type(field('End'), '01:00:01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Time codes must lie within the episode.', {}, wait)).toBeTruthy();
    expect(await storedScenes(db)).toEqual([]);
  });

  it('adds a valid scene to the local workspace in seconds, with its type', async () => {
    const { user, field, onClose } = await open();
    await user.type(field('Description'), 'Chase on the bridge');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scene type' }), 'Montage');
    await user.type(field('Start'), '00:10:00');
    await user.type(field('End'), '00:12:30');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), wait);
    const [stored] = await storedScenes(db);
    expect(stored).toMatchObject({
      description: 'Chase on the bridge',
      sceneType: 'montage',
      start: 600,
      end: 750,
    });
    expect(await screen.findByText('Scene added', {}, wait)).toBeTruthy();
  });

  it('edits a scene in place, its fields filled in', async () => {
    const existing = scene('5c1d0000-0000-4000-8000-0000000000a1', 60, 120, 'Opening');
    await db.workspaces.upsert(workspaceDoc({ scenes: [existing] }));
    const { user, field, onClose } = await open({ edit: existing });
    expect((field('End') as HTMLInputElement).value).toBe('00:02:00');
    await user.clear(field('End'));
    await user.type(field('End'), '00:00:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End time must be greater than start time.', {}, wait)).toBeTruthy();
    await user.clear(field('End'));
    await user.type(field('End'), '00:03:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), wait);
    expect(await storedScenes(db)).toEqual([{ ...existing, end: 180 }]);
  });
});

import { sineMp3 } from '../server/catalog-fixtures';
import { expect } from './support/e2e';
import type { ApiSession } from './support/notifications';

export interface TaskApi {
  _id: string;
  title: string;
  ownerId: string;
  projectId: string | null;
  status: string;
}

/**
 * Uploads a one-second track as `owner` under a new artist of that name, so the artist (found on its page
 * or by name) stands for that owner alone; answers the artist's id.
 */
export async function seedArtist(owner: ApiSession, artistName: string): Promise<string> {
  const form = new FormData();
  form.append('title', 'Seed tune');
  form.append('mainArtist', artistName);
  form.append('audio', new Blob([new Uint8Array(await sineMp3(1, 330))], { type: 'audio/mpeg' }), 'a.mp3');
  const seeded = await owner.api.post('/api/track/create', { multipart: form });
  expect(seeded.status(), await seeded.text()).toBe(201);
  return ((await seeded.json()) as { mainArtist: { _id: string } }).mainArtist._id;
}

/** The order titled `title` among those the owner of `owner` has been sent. */
export async function ownerTask(owner: ApiSession, title: string): Promise<TaskApi | undefined> {
  const listed = await owner.api.get('/api/task/info', { params: { role: 'owner', limit: 100 } });
  return ((await listed.json()) as { data: TaskApi[] }).data.find((item) => item.title === title);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackFieldsSchema } from '../../src/domain/catalog';
import type { AccountRole } from '../../src/domain/roles';
import { createApiClient, isApiError, type ApiClient } from '../../src/sync/api-client';
import type { MultipartOptions, UploadProgress } from '../../src/sync/catalog/catalog-owner-api';
import { createTask, deliverTrack, moveTask } from '../../src/sync/tasks-api';
import { trackFormData } from '../../src/ui/catalog/owner/track-form-values';
import { testMp3 } from '../support/mp3';
import { NodeXhr } from './owner-catalog-xhr';
import { startSyncServer, type SyncServer, type TestUser } from './support';

let server: SyncServer;
let customer: TestUser;
let owner: TestUser;
let mp3: Uint8Array;

function clientFor(user: TestUser, role: AccountRole): ApiClient {
  return createApiClient({
    baseUrl: `${server.baseUrl}/api`,
    getLanguage: () => 'en',
    getRole: () => role,
    onLoggedOut: () => undefined,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', user.cookie);
      return fetch(request);
    },
  });
}

const xhrOptions = (user: TestUser, extra: Partial<MultipartOptions> = {}): MultipartOptions => ({
  baseUrl: `${server.baseUrl}/api`,
  getLanguage: () => 'en',
  getRole: () => 'owner',
  createXhr: () => new NodeXhr({ cookie: user.cookie }, 16 * 1024) as unknown as XMLHttpRequest,
  ...extra,
});

const upload = (title: string) =>
  trackFormData(trackFieldsSchema.parse({ title, mainArtist: 'Nora Vale', genres: ['cinematic'] }), {
    audio: new File([Buffer.from(mp3)], 'draft.mp3', { type: 'audio/mpeg' }),
    audioWav: null,
    cover: null,
  });

beforeAll(async () => {
  server = await startSyncServer();
  customer = await server.createUser(['customer']);
  owner = await server.createUser(['owner']);
  const rate = 44_100;
  mp3 = await testMp3([Float32Array.from({ length: rate * 2 }, (_, i) => 0.3 * Math.sin(i / 20))], rate);
});

afterAll(() => server.close());

describe(
  'the composer order commands of the tasks screen (src/sync/tasks-api.ts)',
  { timeout: 60_000 },
  () => {
    it('commissions, accepts and delivers a track through the upload form, with progress', async () => {
      const created = await createTask(clientFor(customer, 'customer'), {
        ownerId: owner.id,
        title: 'Main theme',
        tracksCount: 2,
      });
      expect(created).toMatchObject({
        title: 'Main theme',
        status: 'requested',
        ownerId: owner.id,
        tracksCount: 2,
      });

      // Nothing is delivered into an order the owner has not accepted.
      const early = await deliverTrack(created.id, upload('Too early'), xhrOptions(owner)).catch(
        (error: unknown) => error,
      );
      expect(isApiError(early)).toBe(true);
      expect((early as { text: string }).text).toBe(
        'Tracks can be delivered only while the composer order is in progress.',
      );

      const accepted = await moveTask(clientFor(owner, 'owner'), created.id, 'in_progress');
      expect(accepted.status).toBe('in_progress');

      const progress: UploadProgress[] = [];
      const delivered = await deliverTrack(
        created.id,
        upload('Draft 1'),
        xhrOptions(owner, { onProgress: (step) => progress.push(step) }),
      );
      expect(delivered.id).toBe(created.id);
      expect(delivered.deliveries).toEqual([
        expect.objectContaining({ title: 'Draft 1', trackId: expect.any(String) as unknown }),
      ]);
      expect(progress.length).toBeGreaterThan(0);
    });

    it('answers a move that belongs to the other side with the server’s refusal', async () => {
      const created = await createTask(clientFor(customer, 'customer'), {
        ownerId: owner.id,
        title: 'Theme',
      });
      const refusal = await moveTask(clientFor(customer, 'customer'), created.id, 'in_progress').catch(
        (error: unknown) => error,
      );
      expect(isApiError(refusal)).toBe(true);
      expect((refusal as { status: number }).status).toBe(403);
    });
  },
);

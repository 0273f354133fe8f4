import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initialPlayerState } from '../../../src/domain/player';
import type {
  ProjectDocument,
  ProjectRole,
  Scene,
  TrackEntry,
  WorkspaceDocument,
} from '../../../src/domain/projects';
import { PlayerContext } from '../../../src/ui/hooks/use-player';
import { createControls } from '../../../src/ui/player/controls';
import { createPlayerStore, type PlayerStoreEvents } from '../../../src/ui/player/player-store';
import type { PlayerTrack } from '../../../src/ui/player/player-track';
import { testUser } from './signed-in';

/** Documents of the project workspace with sensible defaults, for the workspace screen's tests. */
export const projectId = '5c1d0000-0000-4000-8000-000000000001';
export const workspaceId = '5c1d0000-0000-4000-8000-000000000002';
export const episodeId = '5c1d0000-0000-4000-8000-000000000003';
const at = '2026-03-01T10:00:00.000Z';

export function projectDoc(role: ProjectRole = 'creator', overrides: Partial<ProjectDocument> = {}) {
  const member = (userId: string, memberRole: ProjectRole) => ({
    userId,
    role: memberRole,
    name: 'Member',
    email: `${memberRole}@example.com`,
    avatarUrl: null,
    addedAt: at,
  });
  const creatorId = role === 'creator' ? testUser._id : '5c1d0000-0000-4000-8000-0000000000ff';
  const members = [member(creatorId, 'creator')];
  if (role !== 'creator') members.push(member(testUser._id, role));
  const doc: ProjectDocument = {
    id: projectId,
    name: 'Night Train',
    description: null,
    type: 'film',
    budgetMin: null,
    budgetMax: null,
    director: null,
    episodesCount: null,
    seasons: null,
    platforms: [],
    production: null,
    productionYear: null,
    brand: null,
    coverColor: null,
    coverImageUrl: null,
    status: 'draft',
    closedAt: null,
    creatorId,
    members,
    invitations: [],
    episodes: [{ id: episodeId, number: 1, title: 'Pilot', duration: 3600, workspaceId }],
    compilations: [],
    createdAt: at,
    updatedAt: at,
    seq: 1,
  };
  return { ...doc, ...overrides };
}

export const scene = (id: string, start: number, end: number, description: string): Scene => ({
  id,
  description,
  sceneType: 'background',
  start,
  end,
});

let entrySeq = 0;
export function entry(
  trackId: string,
  sceneId: string | null,
  overrides: Partial<TrackEntry> = {},
): TrackEntry {
  entrySeq += 1;
  return {
    id: `5c1d0000-0000-4000-9000-${String(entrySeq).padStart(12, '0')}`,
    trackId,
    sceneId,
    timeIn: null,
    timeOut: null,
    usageType: null,
    status: 'not_requested',
    comment: null,
    orderId: null,
    taskId: null,
    addedBy: testUser._id,
    addedAt: at,
    ...overrides,
  };
}

export function workspaceDoc(overrides: Partial<WorkspaceDocument> = {}): WorkspaceDocument {
  return {
    id: workspaceId,
    projectId,
    episodeId,
    comment: null,
    scenes: [],
    entries: [],
    createdAt: at,
    updatedAt: at,
    seq: 1,
    ...overrides,
  };
}

const noEvents: PlayerStoreEvents = {
  onAudioError: () => undefined,
  onTrackStart: () => undefined,
  onPlaying: () => undefined,
};

/** A player that is never attached to its element: rows read its state and their Play buttons dispatch to it. */
export function withPlayer(children: ReactNode, path = '/') {
  const audio = document.createElement('audio');
  const store = createPlayerStore(audio, initialPlayerState<PlayerTrack>(), noEvents);
  const { hook } = memoryLocation({ path });
  return (
    <Router hook={hook}>
      <PlayerContext.Provider value={{ store, controls: createControls(store), audio }}>
        {children}
      </PlayerContext.Provider>
    </Router>
  );
}

import { useMemo } from 'react';
import type { PlaylistRole } from '../../domain/library';
import { isProfileRole } from '../../domain/roles';
import { myPlaylistsQuery, playlistQuery, type PlaylistDocType } from '../../db';
import { useObservableState } from './use-observable';
import { useSession } from './use-session';
import { useLocalDb } from '../local-data';

/** The profile whose playlists the library shows: the acting role, customer for anyone else. */
export function usePlaylistRole(): PlaylistRole {
  const { state } = useSession();
  return isProfileRole(state.currentRole) ? state.currentRole : 'customer';
}

/** The user's playlists of one profile, newest first, live; null while the database opens or answers. */
export function useMyPlaylists(role: PlaylistRole): { playlists: PlaylistDocType[] | null; error: unknown } {
  const db = useLocalDb();
  const source = useMemo(() => (db ? myPlaylistsQuery(db, role) : null), [db, role]);
  const { value, error } = useObservableState<PlaylistDocType[] | null>(source, null);
  return { playlists: value, error };
}

/** One playlist, live: undefined while loading, null when it is unknown or deleted. */
export function usePlaylist(id: string): { playlist: PlaylistDocType | null | undefined; error: unknown } {
  const db = useLocalDb();
  const source = useMemo(() => (db ? playlistQuery(db, id) : null), [db, id]);
  const { value, error } = useObservableState<PlaylistDocType | null | undefined>(source, undefined);
  return { playlist: value, error };
}

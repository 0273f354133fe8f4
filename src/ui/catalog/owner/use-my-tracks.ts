import { useEffect, useMemo, useState } from 'react';
import { myTracksQuery, type TrackDocType } from '../../../db';
import { useObservableState } from '../../hooks/use-observable';
import { useSession } from '../../hooks/use-session';
import { useLocalData } from '../../local-data';

/** How long an empty list waits for the first pull before it shows as empty (offline, slow network). */
const FIRST_PULL_WAIT_MS = 4000;

interface MyTracks {
  tracks: TrackDocType[];
  /** True until the local database is open and the list is known. */
  loading: boolean;
  error: unknown;
}

/** The signed-in owner's tracks from the local replicated collection, live across tabs and offline. */
export function useMyTracks(): MyTracks {
  const localData = useLocalData();
  const { state } = useSession();
  const ownerId = state.user?._id ?? null;
  const source = useMemo(
    () => (localData && ownerId ? myTracksQuery(localData.db, ownerId) : null),
    [localData, ownerId],
  );
  const { value, error } = useObservableState<TrackDocType[] | null>(source, null);
  const [pulled, setPulled] = useState(false);

  useEffect(() => {
    if (!localData) return undefined;
    let active = true;
    const done = () => active && setPulled(true);
    const timer = setTimeout(done, FIRST_PULL_WAIT_MS);
    // The replications start once their code is there (src/sync/local-data.ts).
    localData.replicating
      .then(() => {
        const replication = localData.replications.get('tracks');
        if (replication) return replication.state.awaitInitialReplication();
        return undefined;
      })
      .then(done, done);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [localData]);

  const tracks = value ?? [];
  return { tracks, loading: !error && (value === null || (tracks.length === 0 && !pulled)), error };
}

import { Suspense, useCallback, useState } from 'react';
import { prefetchTrackPeaks } from '../../../sync/catalog/catalog-browse-api';
import { useApi } from '../../hooks/use-api';
import { lazyPart } from '../../components/lazy-part';
import type { TrackDetailsProps } from './track-details-panel';

// The panel brings the drawer, the metadata and the waveform (wavesurfer): its code loads with the first
// row hovered or focused, or the first track opened, not with the screen.
const loadPanel = () => import('./track-details-panel');
const TrackDetailsPanel = lazyPart(() =>
  loadPanel().then((module) => ({ default: module.TrackDetailsPanel })),
);

/**
 * Starts fetching a track's full peaks and the panel's code (rows call it on hover and focus, so opening
 * the details is instant).
 */
export function useTrackPeaksPrefetch(): (trackId: string) => void {
  const api = useApi();
  return useCallback(
    (trackId: string) => {
      void loadPanel();
      void prefetchTrackPeaks(api, trackId).catch(() => undefined);
    },
    [api],
  );
}

/**
 * A track's details in a side panel (track-details-panel.tsx), mounted from the first time a track is
 * opened and kept, so that it closes with its animation and opens again at once.
 */
export function TrackDetails({ track, onClose }: TrackDetailsProps) {
  const [wanted, setWanted] = useState(track !== null);
  if (track && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TrackDetailsPanel track={track} onClose={onClose} />
    </Suspense>
  );
}

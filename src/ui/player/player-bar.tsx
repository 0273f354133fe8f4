import { Suspense } from 'react';
import { currentItem } from '../../domain/player';
import { lazyPart } from '../components/lazy-part';
import { usePlayerSelector } from '../hooks/use-player';

// The bar brings the waveform (wavesurfer) and the sortable queue (dnd-kit): they load with the first track.
const PlayerBarBody = lazyPart(() =>
  import('./player-bar-body').then((module) => ({ default: module.PlayerBarBody })),
);

/**
 * The player bar, whenever a track is current (signed-out visitors too): at the bottom of the screen,
 * above the footer, and at the bottom edge of the full-height pages (docs/product.md §2 Player and footer).
 */
export function PlayerBar() {
  const track = usePlayerSelector(currentItem);
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBarBody track={track} />
    </Suspense>
  );
}

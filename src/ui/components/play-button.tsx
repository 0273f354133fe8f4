import { Suspense, type ReactElement } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { MoreVerticalRegular, PauseFilled, PlayFilled } from '@fluentui/react-icons';
import type { TrackDocument } from '../../domain/catalog';
import { lazyPart } from './lazy-part';
import type { RowMenuAction } from './library-track-row';
import { useApi } from '../hooks/use-api';
import { useLoadOnPress } from '../hooks/use-load-on-press';
import { usePlayerControls, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT } from '../player/i18n';
import { warmAudioOnce } from '../player/upcoming-warmer';

interface PlayButtonProps {
  track: TrackDocument;
  /**
   * The list the track is played from; the queue becomes this list. Just the track when missing. A
   * function is read at the press only (long lists pass one, so the button need not re-render with them).
   */
  tracks?: readonly TrackDocument[] | (() => readonly TrackDocument[]);
  size?: ButtonProps['size'];
  appearance?: ButtonProps['appearance'];
  /** -1 keeps the button out of the Tab order (rows with one Tab stop). */
  tabIndex?: number;
}

// Icon elements made once: a row that re-renders for another track leaves its icons untouched.
export const playIcon = <PlayFilled />;
export const pauseIcon = <PauseFilled />;
export const moreIcon = <MoreVerticalRegular />;

/**
 * What a track's Play/Pause button shows and does (this Fluent one and the list rows' plain one,
 * ./track-row-actions.tsx); `t` is the player's strings.
 */
export function usePlayTrack(
  track: TrackDocument,
  tracks: PlayButtonProps['tracks'],
  t: ReturnType<typeof usePlayerT>,
) {
  const api = useApi();
  const controls = usePlayerControls();
  // One subscription per button: 0 another track, 1 this track paused, 2 this track playing.
  const mode = usePlayerSelector((state) => (state.currentId !== track.id ? 0 : state.playing ? 2 : 1));
  const current = mode > 0;
  const playing = mode === 2;
  const onClick = () => {
    if (current) return controls.toggle();
    const list = typeof tracks === 'function' ? tracks() : tracks;
    controls.playTracks(list ?? [track], track.id);
  };
  const warm = current ? undefined : () => warmAudioOnce(api, track.cloudUrl);
  return {
    playing,
    label: playing ? t('pauseTrack', { title: track.title }) : t('playTrack', { title: track.title }),
    onClick,
    warm,
  };
}

/**
 * Play/Pause for one track of a list: "Play {title}" starts the list at this track; while the track is
 * current it pauses and resumes it instead, and reads "Pause {title}" while it plays.
 */
export function PlayButton({
  track,
  tracks,
  size = 'medium',
  appearance = 'subtle',
  tabIndex,
}: PlayButtonProps) {
  const t = usePlayerT();
  const { playing, label, onClick, warm } = usePlayTrack(track, tracks, t);
  return (
    <Button
      appearance={appearance}
      shape="circular"
      size={size}
      icon={playing ? pauseIcon : playIcon}
      aria-label={label}
      tabIndex={tabIndex}
      onClick={onClick}
      onPointerEnter={warm}
      onFocus={warm}
    />
  );
}

/** Play all: the list starts from its first track. */
export function PlayAllButton({ tracks, label }: { tracks: readonly TrackDocument[]; label?: string }) {
  const t = usePlayerT();
  const api = useApi();
  const controls = usePlayerControls();
  return (
    <Button
      appearance="primary"
      icon={<PlayFilled />}
      disabled={tracks.length === 0}
      onClick={() => controls.playTracks(tracks)}
      // The pointer on the button or focus on it: the first track's start is fetched before the click.
      onPointerEnter={() => warmAudioOnce(api, tracks[0]?.cloudUrl)}
      onFocus={() => warmAudioOnce(api, tracks[0]?.cloudUrl)}
    >
      {label ?? t('playAll')}
    </Button>
  );
}

const loadQueueMenu = () => void import('./queue-menu');
const QueueMenu = lazyPart(() => import('./queue-menu').then((module) => ({ default: module.QueueMenu })));

/**
 * A row's small More button: a menu of the queue actions, Add to playlist, Add to project and the row's own
 * `actions` (a playlist's Remove from this playlist).
 */
export function QueueMenuButton({
  track,
  tabIndex,
  actions,
  icon = moreIcon,
}: {
  track: TrackDocument;
  tabIndex?: number;
  actions?: readonly RowMenuAction[];
  /** The button's icon: vertical dots, or the library rows' horizontal ones. */
  icon?: ReactElement;
}) {
  const t = usePlayerT();
  // The Fluent menu is loaded (./queue-menu.tsx, asked for on hover or focus) and mounted on the first press
  // only: list rows render this button on every keystroke of a search, and a screen draws without menus.
  const menu = useQueueMenuOnPress();
  const trigger = (
    <Button
      appearance="subtle"
      size="small"
      icon={icon}
      aria-label={t('moreActions', { title: track.title })}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      tabIndex={tabIndex}
      {...menu.triggerProps}
    />
  );
  return <QueueMenuOnPress track={track} actions={actions} menu={menu} trigger={trigger} />;
}

/** The state of a More button whose queue menu loads on hover or focus and mounts on the first press. */
export const useQueueMenuOnPress = () => useLoadOnPress(loadQueueMenu);

/** `trigger` alone until its first press, then inside the queue menu (./queue-menu.tsx). */
export function QueueMenuOnPress({
  track,
  actions,
  menu: { pressed, open, setOpen },
  trigger,
}: {
  track: TrackDocument;
  actions?: readonly RowMenuAction[];
  menu: ReturnType<typeof useQueueMenuOnPress>;
  trigger: ReactElement;
}) {
  if (!pressed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <QueueMenu track={track} actions={actions} open={open} onOpenChange={setOpen}>
        {trigger}
      </QueueMenu>
    </Suspense>
  );
}

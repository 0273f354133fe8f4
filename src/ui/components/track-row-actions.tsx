import type { TrackDocument } from '../../domain/catalog';
import { usePlayerT } from '../player/i18n';
import { emptyHeart, filledHeart, useFavouriteToggle } from './favourite-button';
import {
  moreIcon,
  pauseIcon,
  playIcon,
  QueueMenuOnPress,
  usePlayTrack,
  useQueueMenuOnPress,
} from './play-button';
import {
  useRowHeartButtonClass,
  useRowMenuButtonClass,
  useRowPlayButtonClass,
  useRowToggleStyles,
} from './row-buttons.styles';

interface TrackRowActionsProps {
  track: TrackDocument;
  /** -1 keeps the buttons out of the Tab order (rows with one Tab stop). */
  tabIndex: number;
  /** The row's list for its Play button, read at the press (the track alone when missing). */
  playlist?(): readonly TrackDocument[];
}

/**
 * A track row's Play/Pause, heart and More actions: what ./play-button.tsx's `PlayButton` (small),
 * ./favourite-button.tsx's `FavouriteButton` and `QueueMenuButton` show and do, as plain buttons styled
 * like them (./row-buttons.styles.ts). A catalogue keystroke renders these again in every row that shows
 * another track, so they are one component with one class per button and no Fluent button internals.
 */
export function TrackRowActions({ track, tabIndex, playlist }: TrackRowActionsProps) {
  const t = usePlayerT();
  const play = usePlayTrack(track, playlist, t);
  const heart = useFavouriteToggle(track);
  const menu = useQueueMenuOnPress();
  const playClass = useRowPlayButtonClass();
  const heartClass = useRowHeartButtonClass();
  const checkedClass = useRowToggleStyles().checked;
  const menuClass = useRowMenuButtonClass();
  const trigger = (
    <button
      type="button"
      className={menuClass}
      aria-label={t('moreActions', { title: track.title })}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      tabIndex={tabIndex}
      {...menu.triggerProps}
    >
      {moreIcon}
    </button>
  );
  return (
    <>
      <button
        type="button"
        className={playClass}
        aria-label={play.label}
        tabIndex={tabIndex}
        onClick={play.onClick}
        onPointerEnter={play.warm}
        onFocus={play.warm}
      >
        {play.playing ? pauseIcon : playIcon}
      </button>
      {heart.available ? (
        <button
          type="button"
          className={heart.favourite ? `${heartClass} ${checkedClass}` : heartClass}
          aria-label={heart.label}
          aria-pressed={heart.favourite}
          tabIndex={tabIndex}
          onClick={heart.onClick}
        >
          {heart.favourite ? filledHeart : emptyHeart}
        </button>
      ) : null}
      <QueueMenuOnPress track={track} menu={menu} trigger={trigger} />
    </>
  );
}

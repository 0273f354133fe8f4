import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { TrackDocument } from '../../../domain/catalog';
import { libraryStrings } from '../../i18n/library';
import { playerStrings } from '../../player/i18n';
import { emptyHeart, filledHeart, useFavouriteToggle } from '../../components/favourite-button';
import {
  moreIcon,
  pauseIcon,
  playIcon,
  QueueMenuOnPress,
  usePlayTrack,
  useQueueMenuOnPress,
} from '../../components/play-button';
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

type RowTranslators = {
  player: ReturnType<typeof playerStrings.translator>;
  library: ReturnType<typeof libraryStrings.translator>;
};
const translators = new WeakMap<I18n, Map<string, RowTranslators>>();

/** The player's and the library's strings in `language`, made once per language (not per row). */
function rowTranslators(i18n: I18n, language: string): RowTranslators {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) translators.set(i18n, (byLanguage = new Map()));
  let found = byLanguage.get(language);
  if (!found) {
    found = {
      player: playerStrings.translator(i18n, language),
      library: libraryStrings.translator(i18n, language),
    };
    byLanguage.set(language, found);
  }
  return found;
}

/**
 * A track row's Play/Pause, heart and More actions: what ./play-button.tsx's `PlayButton` (small),
 * ./favourite-button.tsx's `FavouriteButton` and `QueueMenuButton` show and do, as plain buttons styled
 * like them (./row-buttons.styles.ts). A catalogue keystroke renders these again in every row that shows
 * another track, so they are one component with one class per button, one `useTranslation` and no Fluent
 * button internals.
 */
export function TrackRowActions({ track, tabIndex, playlist }: TrackRowActionsProps) {
  const { t: common, i18n } = useTranslation();
  const { player: t, library } = rowTranslators(i18n, i18n.language);
  const play = usePlayTrack(track, playlist, t);
  const heart = useFavouriteToggle(track, library, common);
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

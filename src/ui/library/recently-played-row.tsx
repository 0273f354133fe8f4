import { useMemo } from 'react';
import { Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../domain/catalog';
import { links } from '../../domain/routes';
import { useCardStyles } from '../components/cards.styles';
import { useLibraryT } from '../i18n/library';
import { useLibraryTracks } from '../hooks/use-library-tracks';
import { RouterLink } from '../components/router-link';
import { VisuallyHidden } from '../components/visually-hidden';
import { usePlayerControls } from '../hooks/use-player';
import { useLocalDb } from '../local-data';
import { useRecentlyPlayed } from './recently-played-page';

const ROW_LIMIT = 12;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  row: {
    listStyleType: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} 2px`,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '148px',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    '& > li': { scrollSnapAlign: 'start' },
  },
  button: { font: 'inherit', textAlign: 'start', width: '100%' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * A card named by its content ("Play <title> by <artist>"), so its name holds the title and artist it
 * shows; the words around them are read, not shown.
 */
function RecentCard({ track, queue }: { track: TrackDocument; queue: readonly TrackDocument[] }) {
  const t = useLibraryT();
  const styles = useStyles();
  const card = useCardStyles();
  const controls = usePlayerControls();
  return (
    <button
      type="button"
      className={mergeClasses(card.card, styles.button)}
      onClick={() => controls.playTracks(queue, track.id)}
    >
      {track.coverImageUrl ? (
        <img className={card.cover} src={track.coverImageUrl} alt="" loading="lazy" />
      ) : (
        <span className={card.cover} aria-hidden="true">
          <MusicNote2Regular />
        </span>
      )}
      <VisuallyHidden>{`${t('playCardBefore')} `}</VisuallyHidden>
      <span className={card.title}>{track.title}</span>
      <VisuallyHidden>{` ${t('playCardBetween')} `}</VisuallyHidden>
      <span className={card.meta}>{track.mainArtist.name}</span>
    </button>
  );
}

/** The home page's "Recently played" row: the latest distinct tracks; a card plays the row from it. */
export function RecentlyPlayedRow() {
  const styles = useStyles();
  const t = useLibraryT();
  const db = useLocalDb();
  const recent = useRecentlyPlayed(ROW_LIMIT);
  const ids = useMemo(() => recent?.map((item) => item.trackId) ?? null, [recent]);
  const { tracks } = useLibraryTracks(ids);
  if (!db) return null;
  return (
    <section className={styles.section} aria-labelledby="home-recently-played">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="home-recently-played">
          {t('recentlyPlayed')}
        </Subtitle2>
        {tracks.length > 0 ? <RouterLink href={links.history()}>{t('showAll')}</RouterLink> : null}
      </div>
      {tracks.length > 0 ? (
        <ul className={styles.row} aria-labelledby="home-recently-played">
          {tracks.map((track) => (
            <li key={track.id}>
              <RecentCard track={track} queue={tracks} />
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 className={styles.empty}>
          {recent === null || recent.length > 0 ? t('loading') : t('recentEmpty')}
        </Caption1>
      )}
    </section>
  );
}

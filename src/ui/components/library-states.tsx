import type { ReactNode } from 'react';
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TrackDocument } from '../../domain/catalog';
import { translateKey } from '../i18n';
import { errorText } from './server-errors';
import { useLibraryT } from '../i18n/library';
import { LibraryTrackRow } from './library-track-row';
import type { LibraryTracks } from '../hooks/use-library-tracks';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} 0`,
    color: tokens.colorNeutralForeground2,
  },
  states: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** An empty list's explanation, with an optional way forward. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Body1>{text}</Body1>
      {children}
    </div>
  );
}

/** Loading, the load error with Try again, and the count of tracks the catalogue lost. */
export function TracksStates({ state }: { state: LibraryTracks }) {
  const styles = useStyles();
  const t = useLibraryT();
  const { t: common } = useTranslation();
  return (
    <div className={styles.states}>
      {state.loading ? <Spinner size="small" label={t('loading')} /> : null}
      {state.error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('loadError', { message: translateKey(common, errorText(state.error)) })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={state.retry}>
              {t('retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {state.unavailable > 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('unavailableTracks', { count: state.unavailable })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}

interface LibraryTrackListProps {
  tracks: readonly TrackDocument[];
  label: string;
  /** A note per track (when it was played). */
  noteOf?: (track: TrackDocument) => string | undefined;
}

/** Tracks as library rows; Play on a row queues the whole list from that track. */
export function LibraryTrackList({ tracks, label, noteOf }: LibraryTrackListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {tracks.map((track) => (
        <LibraryTrackRow key={track.id} track={track} queue={tracks} note={noteOf?.(track)} />
      ))}
    </ul>
  );
}

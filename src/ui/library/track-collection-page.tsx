import type { ReactNode } from 'react';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { TrackDocument } from '../../domain/catalog';
import { links } from '../../domain/routes';
import { useLibraryT } from '../i18n/library';
import { EmptyState, LibraryTrackList, TracksStates } from '../components/library-states';
import { useLibraryTracks } from '../hooks/use-library-tracks';
import { usePlaylistRole } from '../hooks/use-playlists';
import { Page, PageLoading } from '../components/page';
import { PlayAllButton } from '../components/play-button';
import { RouterLink } from '../components/router-link';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface TrackCollectionPageProps {
  title: string;
  icon: ReactNode;
  /** The track ids in order; null while the local database opens. */
  ids: readonly string[] | null;
  emptyText: string;
  noteOf?: (track: TrackDocument) => string | undefined;
}

/** A library page of tracks (Liked songs, Recently played): heading, Play all, the rows and their states. */
export function TrackCollectionPage({ title, icon, ids, emptyText, noteOf }: TrackCollectionPageProps) {
  const styles = useStyles();
  const t = useLibraryT();
  const role = usePlaylistRole();
  const state = useLibraryTracks(ids);
  return (
    <Page>
      <div className={styles.head}>
        <Title2 as="h1" className={styles.title}>
          {icon}
          {title}
        </Title2>
        <PlayAllButton tracks={state.tracks} label={t('playAll')} />
      </div>
      {ids === null ? <PageLoading /> : null}
      {ids !== null && ids.length === 0 ? (
        <EmptyState text={emptyText}>
          <RouterLink href={links.catalog(role)}>{t('toCatalog')}</RouterLink>
        </EmptyState>
      ) : null}
      {ids !== null && ids.length > 0 ? (
        <>
          <TracksStates state={state} />
          <LibraryTrackList tracks={state.tracks} label={title} noteOf={noteOf} />
        </>
      ) : null}
    </Page>
  );
}

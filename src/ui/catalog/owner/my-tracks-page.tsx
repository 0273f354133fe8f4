import { useMemo, useState } from 'react';
import { Button, Dropdown, Option, SearchBox, Title1 } from '@fluentui/react-components';
import { AddRegular, MusicNote2Regular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../../domain/catalog';
import { deleteTrack, publishTrack } from '../../../sync/catalog/catalog-owner-api';
import { Page, PageLoading } from '../../components/page';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useLocalData } from '../../local-data';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from './empty-state';
import { useOwnerCatalogT, type OwnerCatalogKey } from './i18n';
import { LoadError } from './load-error';
import { MyTrackRow } from './my-track-row';
import { filterMyTracks, myTrackSorts, type MyTrackSort } from '../../../domain/catalog-owner-filter';
import { useOwnerStyles } from './owner-catalog.styles';
import { TrackDialog } from './track-dialog';
import { useMyAlbums } from './use-my-albums';
import { useMyTracks } from './use-my-tracks';

const sortLabels: Record<MyTrackSort, OwnerCatalogKey> = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  title: 'sortTitle',
  duration: 'sortDuration',
};

type Editing = { track: TrackDocument | null } | null;

/** /tracks: the owner's own tracks (live, offline), with search, sort, upload, edit, publish and delete. */
export function MyTracksPage() {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const localData = useLocalData();
  const { tracks, loading, error } = useMyTracks();
  const albums = useMyAlbums();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MyTrackSort>('newest');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TrackDocument | null>(null);
  const shown = useMemo(() => filterMyTracks(tracks, search, sort), [tracks, search, sort]);
  const albumTitles = useMemo(() => albums.albums.map((album) => album.title), [albums.albums]);

  const resync = () => {
    localData?.replications.get('tracks')?.state.reSync();
    albums.reload();
  };
  const remove = async (track: TrackDocument) => {
    await deleteTrack(api, track.id);
    snackbar.show({ title: t('trackDeleted'), type: 'positive' });
    resync();
  };
  const publish = (track: TrackDocument) =>
    publishTrack(api, track.id).then(
      () => {
        snackbar.show({ title: t('trackPublished'), type: 'positive' });
        resync();
      },
      (failure: unknown) => snackbar.show({ title: errorText(failure), type: 'negative' }),
    );
  const upload = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ track: null })}>
      {t('upload')}
    </Button>
  );

  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">{t('tracksTitle')}</Title1>
        {upload}
      </div>
      {error ? <LoadError error={error} /> : null}
      {loading ? (
        <PageLoading />
      ) : tracks.length === 0 ? (
        <EmptyState
          icon={<MusicNote2Regular />}
          title={t('tracksEmpty')}
          text={t('tracksEmptyText')}
          action={upload}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <SearchBox
              aria-label={t('search')}
              placeholder={t('search')}
              value={search}
              onChange={(_, data) => setSearch(data.value)}
            />
            <Dropdown
              aria-label={t('sort')}
              value={t(sortLabels[sort])}
              selectedOptions={[sort]}
              onOptionSelect={(_, data) => data.optionValue && setSort(data.optionValue as MyTrackSort)}
            >
              {myTrackSorts.map((value) => (
                <Option key={value} value={value}>
                  {t(sortLabels[value])}
                </Option>
              ))}
            </Dropdown>
          </div>
          {shown.length === 0 ? <p role="status">{t('noMatches', { query: search })}</p> : null}
          <ul className={styles.list} aria-label={t('trackList')}>
            {shown.map((track) => (
              <MyTrackRow
                key={track.id}
                track={track}
                onEdit={(item) => setEditing({ track: item })}
                onDelete={setDeleting}
                onPublish={(item) => void publish(item)}
              />
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <TrackDialog
          track={editing.track}
          albums={albumTitles}
          onClose={() => setEditing(null)}
          onSaved={resync}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('deleteTrackTitle')}
          text={t('deleteTrackText', { title: deleting.title })}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}

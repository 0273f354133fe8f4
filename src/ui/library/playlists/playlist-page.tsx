import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import {
  addTrackToPlaylist,
  moveTrackInPlaylist,
  removeTrackFromPlaylist,
  type PlaylistDocType,
} from '../../../db';
import { EmptyState, TracksStates } from '../../components/library-states';
import { lazyPart } from '../../components/lazy-part';
import { useLibraryTracks } from '../../hooks/use-library-tracks';
import { usePlaylist, usePlaylistRole } from '../../hooks/use-playlists';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { translateKey } from '../../i18n';
import { useLocalDb } from '../../local-data';
import { PlaylistHeader } from './playlist-header';
import { SortableTracks } from './sortable-tracks';
import { usePlaylistsT } from './i18n';

// The dialogs (the edit form with react-hook-form, sharing, deleting) load when first opened.
const PlaylistDialog = lazyPart(() =>
  import('./playlist-dialog').then((module) => ({ default: module.PlaylistDialog })),
);
const ShareDialog = lazyPart(() =>
  import('./share-dialog').then((module) => ({ default: module.ShareDialog })),
);
const DeletePlaylistDialog = lazyPart(() =>
  import('./delete-dialog').then((module) => ({ default: module.DeletePlaylistDialog })),
);

type Open = 'edit' | 'share' | 'delete' | null;

/** Reorders and removes tracks locally; failures show their message. */
function useTrackEdits(playlist: PlaylistDocType) {
  const db = useLocalDb();
  const t = usePlaylistsT();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const fail = (error: unknown) => show({ title: translateKey(common, errorText(error)), type: 'negative' });
  const move = (fromId: string, toId: string) => {
    if (!db) return;
    const ids = playlist.trackIds;
    moveTrackInPlaylist(db, playlist.id, ids.indexOf(fromId), ids.indexOf(toId)).catch(fail);
  };
  /** Removes at once and offers Undo, which puts the track back where it was. */
  const remove = (track: TrackDocument) => {
    if (!db) return;
    const position = playlist.trackIds.indexOf(track.id.toLowerCase());
    const undo = () => void addTrackToPlaylist(db, playlist.id, track.id, position).catch(fail);
    removeTrackFromPlaylist(db, playlist.id, track.id).then(
      () =>
        show({
          title: t('removedFromPlaylist', { title: track.title, playlist: playlist.name }),
          type: 'info',
          actionTitle: t('undo'),
          action: undo,
        }),
      fail,
    );
  };
  return { move, remove };
}

function PlaylistView({ playlist }: { playlist: PlaylistDocType }) {
  const t = usePlaylistsT();
  const role = usePlaylistRole();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const state = useLibraryTracks(playlist.trackIds);
  const { move, remove } = useTrackEdits(playlist);
  const close = () => setOpen(null);
  return (
    <Page>
      <PlaylistHeader
        playlist={playlist}
        tracks={state.tracks}
        onEdit={() => setOpen('edit')}
        onShare={() => setOpen('share')}
        onDelete={() => setOpen('delete')}
      />
      {playlist.trackIds.length === 0 ? (
        <EmptyState text={t('playlistEmpty')}>
          <RouterLink href={links.catalog(playlist.role)}>{t('toCatalog')}</RouterLink>
        </EmptyState>
      ) : (
        <>
          <TracksStates state={state} />
          <SortableTracks
            tracks={state.tracks}
            label={t('tracksList', { name: playlist.name })}
            onMove={move}
            onRemove={remove}
          />
        </>
      )}
      <Suspense fallback={null}>
        {open === 'edit' ? <PlaylistDialog playlist={playlist} role={playlist.role} onClose={close} /> : null}
        {open === 'share' ? <ShareDialog playlist={playlist} onClose={close} /> : null}
        {open === 'delete' ? (
          <DeletePlaylistDialog
            playlist={playlist}
            onClose={close}
            onDeleted={() => navigate(links.playlists(role), { replace: true })}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}

/** playlists/{role}/{playlistId}: one of the user's playlists, editable, reorderable and shareable. */
export function PlaylistPage() {
  const t = usePlaylistsT();
  const role = usePlaylistRole();
  const params = useParams<{ playlistId: string }>();
  const { playlist } = usePlaylist(params.playlistId ?? '');
  if (playlist === undefined) return <PageLoading />;
  if (playlist === null) {
    return (
      <Page>
        <EmptyState text={t('notFound')}>
          <RouterLink href={links.playlists(role)}>{t('backToPlaylists')}</RouterLink>
        </EmptyState>
      </Page>
    );
  }
  return <PlaylistView playlist={playlist} />;
}

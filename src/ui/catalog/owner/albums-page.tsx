import { useState } from 'react';
import {
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Title1,
} from '@fluentui/react-components';
import {
  AddRegular,
  AlbumRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AlbumDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { deleteAlbum } from '../../../sync/catalog/catalog-owner-api';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useSession } from '../../hooks/use-session';
import { AlbumDialog } from './album-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CoverThumb } from './cover-thumb';
import { EmptyState } from './empty-state';
import { formatDuration, formatReleaseDate } from './format';
import { useOwnerCatalogT } from './i18n';
import { LoadError } from './load-error';
import { useOwnerStyles } from './owner-catalog.styles';
import { useMyAlbums } from './use-my-albums';

interface AlbumRowProps {
  album: AlbumDocument;
  onEdit: () => void;
  onDelete: () => void;
}

function AlbumRow({ album, onEdit, onDelete }: AlbumRowProps) {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const { i18n } = useTranslation();
  const facts = [
    album.releaseDate ? formatReleaseDate(album.releaseDate, i18n.language) : t('unreleased'),
    t('trackCount', { count: album.trackCount }),
    formatDuration(album.duration),
  ];
  return (
    <li className={styles.row} aria-label={album.title}>
      <CoverThumb url={album.coverImageUrl} kind="album" />
      <div className={styles.text}>
        <RouterLink className={styles.title} href={links.album(album.id)}>
          {album.title}
        </RouterLink>
        <Caption1 className={styles.meta}>{album.artist.name}</Caption1>
        <Caption1 className={styles.mobileFacts}>{facts.join(' · ')}</Caption1>
      </div>
      <div className={styles.facts}>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('actionsFor', { title: album.title })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<EditRegular />} onClick={onEdit}>
              {t('edit')}
            </MenuItem>
            <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
              {t('delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </li>
  );
}

/** /albums: the owner's albums — create, edit, delete (refused while an album still has tracks). */
export function AlbumsPage() {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const { state } = useSession();
  const { albums, loading, error, reload } = useMyAlbums();
  const [editing, setEditing] = useState<{ album: AlbumDocument | null } | null>(null);
  const [deleting, setDeleting] = useState<AlbumDocument | null>(null);
  const ownerName = state.user ? `${state.user.firstName} ${state.user.lastName}`.trim() : '';

  const remove = async (album: AlbumDocument) => {
    await deleteAlbum(api, album.id);
    snackbar.show({ title: t('albumDeleted'), type: 'positive' });
    reload();
  };
  const create = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ album: null })}>
      {t('newAlbum')}
    </Button>
  );

  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">{t('albumsTitle')}</Title1>
        {create}
      </div>
      {error ? <LoadError error={error} onRetry={reload} /> : null}
      {loading && albums.length === 0 ? (
        <PageLoading />
      ) : albums.length === 0 && !error ? (
        <EmptyState
          icon={<AlbumRegular />}
          title={t('albumsEmpty')}
          text={t('albumsEmptyText')}
          action={create}
        />
      ) : (
        <ul className={styles.list} aria-label={t('albumList')}>
          {albums.map((album) => (
            <AlbumRow
              key={album.id}
              album={album}
              onEdit={() => setEditing({ album })}
              onDelete={() => setDeleting(album)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AlbumDialog
          album={editing.album}
          defaultArtist={ownerName}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('deleteAlbumTitle')}
          text={t('deleteAlbumText', { title: deleting.title })}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}

import { Badge, Body1, Button, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import {
  DeleteRegular,
  EditRegular,
  GlobeRegular,
  LockClosedRegular,
  ShareRegular,
} from '@fluentui/react-icons';
import type { TrackDocument } from '../../../domain/catalog';
import type { PlaylistDocType } from '../../../db';
import { media } from '../../components/breakpoints';
import { AddToProjectButton } from '../../components/add-to-project-button';
import { PlaylistCover } from '../../components/playlist-cover';
import { PlayAllButton } from '../../components/play-button';
import { usePlaylistsT } from './i18n';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingHorizontalL,
    [media.smUp]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground3,
  },
  description: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

interface PlaylistHeaderProps {
  playlist: PlaylistDocType;
  tracks: readonly TrackDocument[];
  onEdit(): void;
  onShare(): void;
  onDelete(): void;
}

/** The playlist's cover, name, description, visibility and count, with Play all, Edit, Share and Delete. */
export function PlaylistHeader({ playlist, tracks, onEdit, onShare, onDelete }: PlaylistHeaderProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  return (
    <>
      <div className={styles.head}>
        <PlaylistCover playlist={playlist} size={160} alt={t('cover', { name: playlist.name })} />
        <div className={styles.info}>
          <Title2 as="h1">{playlist.name}</Title2>
          {playlist.description ? <Body1 className={styles.description}>{playlist.description}</Body1> : null}
          <div className={styles.meta}>
            <Badge
              appearance="tint"
              color={playlist.isPublic ? 'brand' : 'informative'}
              icon={playlist.isPublic ? <GlobeRegular /> : <LockClosedRegular />}
            >
              {playlist.isPublic ? t('public') : t('private')}
            </Badge>
            <Caption1>{t('trackCount', { count: playlist.trackIds.length })}</Caption1>
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <PlayAllButton tracks={tracks} label={t('playAll')} />
        <AddToProjectButton tracks={tracks} label={t('addWholeList')} />
        <Button icon={<EditRegular />} onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button icon={<ShareRegular />} onClick={onShare}>
          {t('share')}
        </Button>
        <Button icon={<DeleteRegular />} onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
    </>
  );
}

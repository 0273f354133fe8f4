import {
  Badge,
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  DeleteRegular,
  EditRegular,
  GlobeRegular,
  MoreHorizontalRegular,
  MusicNote2Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TrackDocument } from '../../../domain/catalog';
import { useCatalogOptions } from '../parts/use-catalog-options';
import { formatDuration, formatReleaseDate } from './format';
import { useOwnerCatalogT } from './i18n';
import { useOwnerStyles } from './owner-catalog.styles';

interface MyTrackRowProps {
  track: TrackDocument;
  onEdit: (track: TrackDocument) => void;
  onDelete: (track: TrackDocument) => void;
  /** Publishes a composer order's delivery (docs/decisions/0061); offered only while it is unpublished. */
  onPublish: (track: TrackDocument) => void;
}

/** One of the owner's tracks: cover, title, artists, album, version, duration, release date and actions. */
export function MyTrackRow({ track, onEdit, onDelete, onPublish }: MyTrackRowProps) {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const options = useCatalogOptions();
  const { i18n } = useTranslation();
  const artists = [track.mainArtist, ...track.artists].map((artist) => artist.name).join(', ');
  const album = track.album?.title ?? t('noAlbum');
  const duration = formatDuration(track.technicalData.duration);
  const released = track.releaseDate ? formatReleaseDate(track.releaseDate, i18n.language) : '';
  return (
    <li className={styles.row} aria-label={track.title}>
      {track.coverImageUrl ? (
        <img className={styles.cover} src={track.coverImageUrl} alt="" />
      ) : (
        <span className={styles.cover} aria-hidden>
          <MusicNote2Regular fontSize={24} />
        </span>
      )}
      <div className={styles.text}>
        <span className={styles.title}>{track.title}</span>
        {track.unpublished ? (
          <Badge appearance="tint" color="warning" size="small">
            {t('unpublished')}
          </Badge>
        ) : null}
        <Caption1 className={styles.meta}>
          {artists} · {album}
        </Caption1>
        <Caption1 className={styles.mobileFacts}>{[duration, released].filter(Boolean).join(' · ')}</Caption1>
      </div>
      <div className={styles.facts}>
        <span>{options.option('version', track.version)}</span>
        <span>{released}</span>
        <span>{duration}</span>
      </div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('actionsFor', { title: track.title })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {track.unpublished ? (
              <MenuItem icon={<GlobeRegular />} onClick={() => onPublish(track)}>
                {t('publish')}
              </MenuItem>
            ) : null}
            <MenuItem icon={<EditRegular />} onClick={() => onEdit(track)}>
              {t('edit')}
            </MenuItem>
            <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(track)}>
              {t('delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </li>
  );
}

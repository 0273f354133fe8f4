import { Fragment, useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, MusicNote2Regular } from '@fluentui/react-icons';
import { downloadTrack } from '../../../domain/api/catalog';
import { operationUrl } from '../../../domain/api/operation';
import type { TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { formatDuration } from '../../components/format';
import { useBrowseT, type BrowseT } from '../../i18n/browse';
import { TrackMeta } from './track-meta';
import { useCatalogOptions } from './use-catalog-options';
import { FavouriteButton } from '../../components/favourite-button';
import { AddToPlaylistButton } from '../../components/add-to-playlist-menu';
import { AddToProjectButton } from '../../components/add-to-project-button';
import { RouterLink } from '../../components/router-link';
import { SidePanel } from '../../components/side-panel';
import { WaveformFull } from './waveform-full';

const useStyles = makeStyles({
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  cover: {
    width: '96px',
    height: '96px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '40px',
    color: tokens.colorNeutralForeground3,
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  wave: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  download: { alignSelf: 'flex-start' },
  library: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function TrackIdentity({ track, t }: { track: TrackDocument; t: BrowseT }) {
  const styles = useStyles();
  const labels = useCatalogOptions();
  const everyone = [track.mainArtist, ...track.artists.filter((artist) => artist.id !== track.mainArtist.id)];
  return (
    <div className={styles.head}>
      {track.coverImageUrl ? (
        <img className={styles.cover} src={track.coverImageUrl} alt={t('cover', { title: track.title })} />
      ) : (
        <span className={styles.cover} aria-hidden="true">
          <MusicNote2Regular />
        </span>
      )}
      <div className={styles.identity}>
        <Body1>
          {everyone.map((artist, index) => (
            <Fragment key={artist.id}>
              {index > 0 ? ', ' : null}
              <RouterLink href={links.artist(artist.id)}>{artist.name}</RouterLink>
            </Fragment>
          ))}
        </Body1>
        {track.album ? (
          <Caption1>
            {t('album')}: <RouterLink href={links.album(track.album.id)}>{track.album.title}</RouterLink>
          </Caption1>
        ) : null}
        <div className={styles.badges}>
          {track.explicit ? <Badge color="danger">{labels.group('explicit')}</Badge> : null}
          {track.instrumental ? <Badge color="informative">{labels.group('instrumental')}</Badge> : null}
        </div>
      </div>
    </div>
  );
}

function TrackDetailsBody({ track, t }: { track: TrackDocument; t: BrowseT }) {
  const styles = useStyles();
  // The metadata renders just after the panel and its waveform, so opening does not wait for it.
  const metaTrack = useDeferredValue(track, null);
  return (
    <>
      <TrackIdentity track={track} t={t} />
      <div className={styles.wave}>
        <WaveformFull
          trackId={track.id}
          preview={{ values: track.waveform, duration: track.technicalData.duration }}
          label={t('waveform', { title: track.title })}
          errorText={t('waveformError')}
        />
        <Caption1>
          {t('duration')}:{' '}
          <span data-testid="track-duration">{formatDuration(track.technicalData.duration)}</span>
        </Caption1>
      </div>
      <div className={styles.library}>
        <FavouriteButton track={track} size="large" />
        <AddToPlaylistButton track={track} />
        <AddToProjectButton tracks={[track]} />
      </div>
      <Button
        as="a"
        className={styles.download}
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        href={operationUrl(downloadTrack, { id: track.id })}
        download
      >
        {t('download')}
      </Button>
      {metaTrack ? <TrackMeta track={metaTrack} t={t} /> : null}
    </>
  );
}

/**
 * Mounted with the panel's content: when the panel has closed and unmounted, focus goes back to what
 * opened it (the row), unless the reader has already put focus somewhere else.
 */
function FocusReturn({ to }: { to: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      const target = to.current;
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (target?.isConnected && lost) target.focus();
      }, 0);
    },
    [to],
  );
  return null;
}

export interface TrackDetailsProps {
  /** The track to show; null closes the panel. */
  track: TrackDocument | null;
  onClose(): void;
}

/**
 * A track's details in a side panel: cover, title, artists, album, the full waveform, metadata, lyrics,
 * comments and Download. Esc or the close button closes it; focus moves into the panel on opening and
 * back to what opened it (the row) on closing.
 */
export function TrackDetailsPanel({ track, onClose }: TrackDetailsProps) {
  const t = useBrowseT();
  // The last track stays rendered while the panel animates out.
  const [shown, setShown] = useState<TrackDocument | null>(track);
  if (track && track !== shown) setShown(track);
  // What had focus when the panel opened (the row), taken in the render that opens it.
  const opener = useRef<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if ((track !== null) !== wasOpen) {
    setWasOpen(track !== null);
    if (track) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  return (
    <SidePanel open={track !== null} title={shown?.title} closeLabel={t('close')} onClose={onClose}>
      {shown ? (
        <>
          <FocusReturn to={opener} />
          <TrackDetailsBody track={shown} t={t} />
        </>
      ) : null}
    </SidePanel>
  );
}

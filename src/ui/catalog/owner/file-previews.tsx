import { useRef, useState } from 'react';
import { Body1, Button, Caption1 } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../hooks/use-object-url';
import { useFileDropStyles } from './file-drop.styles';
import { formatDuration, formatSize } from './format';
import { useOwnerCatalogT } from './i18n';

/** The chosen cover image with its name and size. */
export function CoverPreview({ file }: { file: File }) {
  const styles = useFileDropStyles();
  const t = useOwnerCatalogT();
  const { i18n } = useTranslation();
  const url = useObjectUrl(file);
  return (
    <>
      {url ? <img className={styles.image} src={url} alt={t('coverPreview')} /> : null}
      <div className={styles.details}>
        <Body1>{file.name}</Body1>
        <Caption1 className={styles.meta}>{formatSize(file.size, i18n.language)}</Caption1>
      </div>
    </>
  );
}

/** The chosen audio file: name, size, duration read by the browser, and a play/pause preview. */
export function AudioPreview({ file }: { file: File }) {
  const styles = useFileDropStyles();
  const t = useOwnerCatalogT();
  const { i18n } = useTranslation();
  const url = useObjectUrl(file);
  const audio = useRef<HTMLAudioElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const durationText = duration !== null ? formatDuration(duration) : unreadable ? t('durationUnknown') : '…';
  return (
    <>
      <Button
        shape="circular"
        icon={playing ? <PauseRegular /> : <PlayRegular />}
        aria-label={t(playing ? 'pause' : 'play', { name: file.name })}
        disabled={unreadable}
        onClick={toggle}
      />
      <div className={styles.details}>
        <Body1>{file.name}</Body1>
        <Caption1 className={styles.meta}>
          {formatSize(file.size, i18n.language)} · {durationText}
        </Caption1>
      </div>
      {url ? (
        <audio
          ref={audio}
          src={url}
          preload="metadata"
          onLoadedMetadata={(event) => {
            const value = event.currentTarget.duration;
            if (Number.isFinite(value)) setDuration(value);
          }}
          onError={() => setUnreadable(true)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      ) : null}
    </>
  );
}

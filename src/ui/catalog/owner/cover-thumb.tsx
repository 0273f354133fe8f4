import { AlbumRegular, MusicNote2Regular } from '@fluentui/react-icons';
import { useOwnerStyles } from './owner-catalog.styles';

/** A release's cover, or an icon in its place. */
export function CoverThumb({ url, kind = 'track' }: { url: string | null; kind?: 'track' | 'album' }) {
  const styles = useOwnerStyles();
  if (url) return <img className={styles.cover} src={url} alt="" />;
  return (
    <span className={styles.cover} aria-hidden>
      {kind === 'album' ? <AlbumRegular fontSize={24} /> : <MusicNote2Regular fontSize={24} />}
    </span>
  );
}
